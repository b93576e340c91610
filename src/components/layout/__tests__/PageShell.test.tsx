import { act, render } from "@testing-library/react";
import React, { type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import type { ThemeMode } from "../../../theme/tokens";
import { PageShell } from "../PageShell";

jest.mock("../Layout", () => ({
  Layout: ({ mode, children }: { mode: ThemeMode; children: ReactNode }) => <div data-mode={mode}>{children}</div>,
}));

const shell = (pathname: string) => (
  <PageShell pageContext={{}} pathname={pathname}>
    <p>Page</p>
  </PageShell>
);

const renderedMode = () => document.querySelector("[data-mode]")?.getAttribute("data-mode");

afterEach(() => {
  delete (window as { pagePath?: string }).pagePath;
  delete document.documentElement.dataset.theme;
});

describe("PageShell", () => {
  it.each([
    ["/", "dark"],
    ["/about/", "dark"],
    ["/light/about/", "light"],
    ["/light/tech-startup/", "light"],
    ["/blog/7/", "dark"],
    ["/light/blog/7/", "light"],
  ])("takes the theme of %s from its path: %s", (pathname, mode) => {
    (window as { pagePath?: string }).pagePath = pathname;
    render(shell(pathname));
    expect(renderedMode()).toBe(mode);
    expect(document.documentElement.dataset.theme).toBe(mode);
  });

  it("follows the address on a client-side move", () => {
    const { rerender } = render(shell("/about/"));
    rerender(shell("/light/about/"));
    expect(renderedMode()).toBe("light");
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("hydrates the 404 page served at a /light/ address as it was built, then turns light", async () => {
    (window as { pagePath?: string }).pagePath = "/404.html";
    const container = document.createElement("div");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    // In jsdom, server rendering sees a window and warns about the layout effect.
    container.innerHTML = renderToString(shell("/404.html"));
    document.body.append(container);
    expect(renderedMode()).toBe("dark");
    errors.mockClear();

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, shell("/light/no-such-page/"));
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(renderedMode()).toBe("light");
    expect(document.documentElement.dataset.theme).toBe("light");
    act(() => root?.unmount());
    container.remove();
  });
});
