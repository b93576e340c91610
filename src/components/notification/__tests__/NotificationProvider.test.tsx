import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import type { NotificationMessage } from "../../../lib/notification";
import { useNotify } from "../NotificationContext";
import { NotificationProvider } from "../NotificationProvider";

const Trigger = ({ notification }: { notification: NotificationMessage }) => {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(notification)}>
      Notify
    </button>
  );
};

/** The spec's auto-hide time (SPEC.md: "Notification auto-hide: 6000 ms"), written out rather than read from the code under test. */
const autoHideMs = 6000;

const setUp = (notification: NotificationMessage) => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  // Rendered alone: renderWithTheme brings a provider of its own.
  render(
    <NotificationProvider>
      <Trigger notification={notification} />
      <p>Elsewhere</p>
    </NotificationProvider>,
  );
  return { user, open: () => user.click(screen.getByRole("button", { name: "Notify" })) };
};

describe("NotificationProvider", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("opens closed, shows a message as info by default in the polite status region", async () => {
    const { open } = setUp({ message: "Saved your draft." });
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await open();
    expect(screen.getByRole("status")).toHaveTextContent("Information: Saved your draft.");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it.each([
    ["success", "status"],
    ["info", "status"],
    ["error", "alert"],
    ["warning", "alert"],
  ] as const)("announces %s through the %s region", async (severity, role) => {
    const { open } = setUp({ message: "Message", severity });
    await open();
    expect(screen.getByRole(role)).toHaveTextContent("Message");
    expect(screen.getByRole(role === "alert" ? "status" : "alert")).toBeEmptyDOMElement();
  });

  it("closes after 6000 ms, not before", async () => {
    const { open } = setUp({ message: "Done", severity: "success" });
    await open();
    act(() => jest.advanceTimersByTime(autoHideMs - 1));
    expect(screen.getByRole("status")).toHaveTextContent("Done");
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("closes on its close button but not on a click elsewhere", async () => {
    const { user, open } = setUp({ message: "Failed", severity: "error" });
    await open();
    await user.click(screen.getByText("Elsewhere"));
    expect(screen.getByRole("alert")).toHaveTextContent("Failed");
    await user.click(screen.getByRole("button", { name: "Close notification" }));
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("waits while the pointer rests on the banner", async () => {
    const { user, open } = setUp({ message: "Read me", severity: "warning" });
    await open();
    await user.hover(screen.getByText("Read me"));
    act(() => jest.advanceTimersByTime(autoHideMs * 2));
    expect(screen.getByRole("alert")).toHaveTextContent("Read me");
    await user.unhover(screen.getByText("Read me"));
    act(() => jest.advanceTimersByTime(autoHideMs));
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("restarts the timer for a repeated message", async () => {
    const { open } = setUp({ message: "Again" });
    await open();
    act(() => jest.advanceTimersByTime(autoHideMs - 1000));
    await open();
    act(() => jest.advanceTimersByTime(autoHideMs - 1000));
    expect(screen.getByRole("status")).toHaveTextContent("Again");
  });
});
