import { act, renderHook, waitFor } from "@testing-library/react";
import { announceSessionChange, loggedInCookie } from "../../lib/session-state";
import { useLoggedIn } from "../useLoggedIn";

const setLoginCookie = (loggedIn: boolean) => {
  document.cookie = loggedIn ? `${loggedInCookie}=1; path=/` : `${loggedInCookie}=; path=/; max-age=0`;
};

/** Mounts the hook until its cookie read has answered `expected`. */
const mountUntil = async (expected: boolean) => {
  const hook = renderHook(() => useLoggedIn());
  await waitFor(() => expect(hook.result.current).toBe(expected));
  return hook;
};

beforeEach(async () => {
  // The hook remembers the latest read across mounts; start every test from a logged-out read.
  setLoginCookie(false);
  (await mountUntil(false)).unmount();
});

describe("useLoggedIn", () => {
  it("renders false first, as the server did, then reads the login cookie in a task of its own", async () => {
    setLoginCookie(true);
    const { result } = renderHook(() => useLoggedIn());

    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it("stays false without the cookie", async () => {
    const { result } = renderHook(() => useLoggedIn());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current).toBe(false);
  });

  it("reads again when the login state is announced and when the window regains focus", async () => {
    const { result } = await mountUntil(false);

    setLoginCookie(true);
    act(() => announceSessionChange());
    expect(result.current).toBe(true);

    setLoginCookie(false);
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    expect(result.current).toBe(false);
  });

  it("starts a later mount (after moving to another page) from the latest read, so the header does not flicker", async () => {
    setLoginCookie(true);
    (await mountUntil(true)).unmount();

    const { result } = renderHook(() => useLoggedIn());
    expect(result.current).toBe(true);
  });
});
