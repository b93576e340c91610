import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { reducedMotionQuery } from "../../../lib/motion";
import { mockMatchMedia, restoreMatchMedia } from "../../../test-utils/match-media";
import { renderWithTheme } from "../../../test-utils/render";
import { VideoPopup } from "../VideoPopup";

const showreel = "/static/showreel-abc123.webm";

let load: jest.SpyInstance;
let play: jest.SpyInstance;

beforeEach(() => {
  // jsdom has no media pipeline: record the calls instead.
  load = jest.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => undefined);
  play = jest.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve());
});

afterEach(() => {
  jest.restoreAllMocks();
  restoreMatchMedia();
});

const renderPopup = () =>
  renderWithTheme(
    <>
      <VideoPopup src={showreel} poster="/poster.jpg" title="Northbeam Studio showreel" captionsSrc="/showreel.vtt" />
      <a href="/after/">A link after the popup</a>
    </>,
  );

const playButton = () => screen.getByRole("button", { name: "Play our studio showreel" });
const video = () => document.querySelector("video")!;

describe("VideoPopup", () => {
  it("renders only the play button until it is pressed, with an empty video", () => {
    renderPopup();
    expect(playButton()).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(video()).not.toHaveAttribute("src");
    expect(video()).not.toHaveAttribute("poster");
    expect(video().querySelector("track")).toBeNull();
  });

  it("opens a labelled modal dialog with the video loaded and focus inside", async () => {
    const user = userEvent.setup();
    renderPopup();
    await user.click(playButton());

    const dialog = screen.getByRole("dialog", { name: "Northbeam Studio showreel" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(video()).toHaveAttribute("src", showreel);
    expect(video()).toHaveAttribute("poster", "/poster.jpg");
    expect(video()).toHaveAttribute("controls");
    const track = video().querySelector("track")!;
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("src", "/showreel.vtt");
    expect(track).toHaveAttribute("srclang", "en");
    expect(track).toHaveProperty("default", true);

    expect(screen.getByRole("button", { name: "Close video" })).toHaveFocus();
    expect(document.body.style.overflow).toBe("hidden");
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("closes on Escape, empties the video and returns focus to the play button", async () => {
    const user = userEvent.setup();
    renderPopup();
    await user.click(playButton());
    expect(load).not.toHaveBeenCalled();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(video()).not.toHaveAttribute("src");
    expect(video().src).toBe("");
    expect(load).toHaveBeenCalledTimes(1);
    expect(playButton()).toHaveFocus();
    expect(document.body.style.overflow).toBe("");
  });

  it("closes with the close button", async () => {
    const user = userEvent.setup();
    renderPopup();
    await user.click(playButton());
    await user.click(screen.getByRole("button", { name: "Close video" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(video()).not.toHaveAttribute("src");
    expect(load).toHaveBeenCalledTimes(1);
    expect(playButton()).toHaveFocus();
  });

  it("closes on a backdrop click but not on a click inside the dialog", async () => {
    const user = userEvent.setup();
    renderPopup();
    await user.click(playButton());
    const dialog = screen.getByRole("dialog");

    await user.click(screen.getByRole("heading", { name: "Northbeam Studio showreel" }));
    expect(dialog).toBeVisible();

    await user.click(dialog.parentElement!);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(playButton()).toHaveFocus();
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const user = userEvent.setup();
    renderPopup();
    await user.click(playButton());
    const close = screen.getByRole("button", { name: "Close video" });
    const dialog = screen.getByRole("dialog");

    // jsdom cannot focus a <video>, so the close button is the dialog's only stop here.
    for (const step of ["{Tab}", "{Tab}", "{Shift>}{Tab}{/Shift}", "{Shift>}{Tab}{/Shift}"]) {
      await user.keyboard(step);
      expect(close).toHaveFocus();
    }
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole("link", { name: "A link after the popup" })).not.toHaveFocus();
  });

  it("makes the page behind inert while open, and gives it back before focus returns", async () => {
    const user = userEvent.setup();
    renderPopup();
    const pageBehind = playButton().parentElement!;
    const alreadyInert = document.createElement("div");
    alreadyInert.setAttribute("inert", "");
    document.body.append(alreadyInert);
    await user.click(playButton());
    const overlay = screen.getByRole("dialog").parentElement!;

    expect(pageBehind).toHaveAttribute("inert");
    expect(overlay).not.toHaveAttribute("inert");
    await user.keyboard("{Escape}");
    expect(pageBehind).not.toHaveAttribute("inert");
    expect(playButton()).toHaveFocus();
    // What was inert before the dialog opened stays so.
    expect(alreadyInert).toHaveAttribute("inert");
    alreadyInert.remove();
  });

  it("wraps Tab from the last control to the first and back", async () => {
    const user = userEvent.setup();
    renderPopup();
    await user.click(playButton());
    // Stand-in for the browser's focusable video controls, which jsdom does not have.
    video().tabIndex = 0;
    const close = screen.getByRole("button", { name: "Close video" });

    await user.tab();
    expect(video()).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(video()).toHaveFocus();
  });

  it("does not autoplay for visitors who prefer reduced motion", async () => {
    mockMatchMedia({ [reducedMotionQuery]: true });
    const user = userEvent.setup();
    renderPopup();
    await user.click(playButton());
    expect(video()).toHaveAttribute("src", showreel);
    expect(play).not.toHaveBeenCalled();
  });

  it("autoplays when the visitor has no motion preference", async () => {
    mockMatchMedia({ [reducedMotionQuery]: false });
    const user = userEvent.setup();
    renderPopup();
    await user.click(playButton());
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("stops the download if it unmounts while open", async () => {
    const user = userEvent.setup();
    const { unmount } = renderPopup();
    await user.click(playButton());
    const element = video();
    unmount();
    expect(element).not.toHaveAttribute("src");
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.body.style.overflow).toBe("");
  });
});
