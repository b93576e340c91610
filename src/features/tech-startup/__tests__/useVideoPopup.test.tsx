import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { useVideoPopup } from "../useVideoPopup";

/** The hook with a dialog that mounts only when told, as the portal does after hydration. */
const Harness = ({ dialogMounted }: { dialogMounted: boolean }) => {
  const popup = useVideoPopup(dialogMounted);
  return (
    <>
      <button type="button" ref={popup.triggerRef} onClick={popup.openPopup}>
        Play
      </button>
      {dialogMounted && (
        <div ref={popup.overlayRef}>
          <div ref={popup.contentRef} tabIndex={-1}>
            <button type="button">Close</button>
            <video ref={popup.videoRef}>
              <track kind="captions" src="/showreel.vtt" srcLang="en" label="English" />
            </video>
          </div>
        </div>
      )}
    </>
  );
};

afterEach(() => jest.restoreAllMocks());

it("a click before the dialog has mounted moves focus in and starts the video once the dialog is there", async () => {
  const play = jest.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve());
  jest.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => undefined);
  const user = userEvent.setup();
  const { rerender } = render(<Harness dialogMounted={false} />);

  await user.click(screen.getByRole("button", { name: "Play" }));
  expect(screen.getByRole("button", { name: "Play" })).toHaveFocus();
  expect(play).not.toHaveBeenCalled();
  expect(document.body.style.overflow).toBe("");

  rerender(<Harness dialogMounted />);
  expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
  expect(play).toHaveBeenCalledTimes(1);
  expect(document.body.style.overflow).toBe("hidden");
});
