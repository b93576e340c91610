import { act, renderHook, waitFor } from "@testing-library/react";
import { announceSessionChange } from "../../lib/session-state";
import {
  forgetKnownMember,
  hasHintCookie,
  jsonAnswer,
  mockFetch,
  setSessionHint,
  settleTasks,
} from "../../test-utils/member-session";
import { memberRecheckMs, useMember } from "../useMember";

const ada = jsonAnswer(200, { name: "Ada" });
const noSession = jsonAnswer(401, { message: "You are not logged in." });

/** Mounts the hook until the server's answer has arrived. */
const mountUntilMember = async (name: string) => {
  const hook = renderHook(() => useMember());
  await waitFor(() => expect(hook.result.current).toEqual({ name }));
  return hook;
};

const focusWindow = () =>
  act(() => {
    window.dispatchEvent(new Event("focus"));
  });

beforeEach(async () => {
  jest.restoreAllMocks();
  await forgetKnownMember();
});

describe("useMember", () => {
  it("makes no request and stays logged out without the hint cookie", async () => {
    const fetchMock = mockFetch(ada);
    const { result } = renderHook(() => useMember());
    await settleTasks(20);
    focusWindow();
    await settleTasks();
    expect(result.current).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("renders logged out first, as the server did, then asks /api/user/me in a task of its own", async () => {
    setSessionHint(true);
    const fetchMock = mockFetch(ada);
    const { result } = renderHook(() => useMember());

    expect(result.current).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current).toEqual({ name: "Ada" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/user/me");
    expect(init).toMatchObject({ credentials: "same-origin", cache: "no-store" });
  });

  it("treats a 401 as logged out and deletes the hint, so later pages do not ask", async () => {
    setSessionHint(true);
    const fetchMock = mockFetch(noSession);
    const { result } = renderHook(() => useMember());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await settleTasks();
    expect(result.current).toBeNull();
    expect(hasHintCookie()).toBe(false);
  });

  it("never shows a login from the hint alone: no answer (CMS down) leaves the visitor logged out", async () => {
    setSessionHint(true);
    const fetchMock = mockFetch(jsonAnswer(503, { message: "The service is unavailable right now." }));
    const { result } = renderHook(() => useMember());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await settleTasks();
    expect(result.current).toBeNull();
    // The session may well stand: the hint stays, and the server is asked again later.
    expect(hasHintCookie()).toBe(true);
  });

  it("never shows a login from an answer without a name, nor from a failed request", async () => {
    setSessionHint(true);
    const fetchMock = mockFetch(jsonAnswer(200, { name: "" }));
    const { result } = renderHook(() => useMember());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await settleTasks();
    expect(result.current).toBeNull();

    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    act(() => announceSessionChange());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await settleTasks();
    expect(result.current).toBeNull();
  });

  it("starts a later mount (after moving to another page) from the answer, without asking again", async () => {
    setSessionHint(true);
    const fetchMock = mockFetch(ada);
    (await mountUntilMember("Ada")).unmount();

    const { result } = renderHook(() => useMember());
    expect(result.current).toEqual({ name: "Ada" });
    await settleTasks(20);
    expect(result.current).toEqual({ name: "Ada" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks again whenever a login or logout is announced; without the hint it needs no request", async () => {
    const fetchMock = mockFetch(ada);
    const { result } = renderHook(() => useMember());
    await settleTasks();

    setSessionHint(true);
    act(() => announceSessionChange());
    await waitFor(() => expect(result.current).toEqual({ name: "Ada" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    setSessionHint(false);
    act(() => announceSessionChange());
    expect(result.current).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("drops an answer that arrives after a logout", async () => {
    setSessionHint(true);
    let answerLate: (answer: Response) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answerLate = resolve))) as typeof fetch;
    const { result } = renderHook(() => useMember());
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(1));

    setSessionHint(false);
    act(() => announceSessionChange());
    answerLate(ada);
    await settleTasks();
    expect(result.current).toBeNull();
  });

  it("on window focus, follows the hint at once but asks the server at most once per recheck interval", async () => {
    setSessionHint(true);
    const fetchMock = mockFetch(ada, jsonAnswer(200, { name: "Grace" }));
    const now = jest.spyOn(Date, "now").mockReturnValue(1_000_000);
    const { result } = await mountUntilMember("Ada");

    now.mockReturnValue(1_000_000 + memberRecheckMs - 1);
    focusWindow();
    await settleTasks();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Another tab logged in as someone else: seen once the answer is old enough.
    now.mockReturnValue(1_000_000 + memberRecheckMs);
    focusWindow();
    await waitFor(() => expect(result.current).toEqual({ name: "Grace" }));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // Another tab logged out: the cookies are shared, so no request is needed to see it.
    setSessionHint(false);
    focusWindow();
    expect(result.current).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("listens to the window once, however many components ask", async () => {
    setSessionHint(true);
    const fetchMock = mockFetch(ada);
    renderHook(() => useMember());
    const { result } = renderHook(() => useMember());
    await waitFor(() => expect(result.current).toEqual({ name: "Ada" }));
    act(() => announceSessionChange());
    await settleTasks();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
