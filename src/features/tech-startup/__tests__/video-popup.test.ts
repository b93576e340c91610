import { reducedMotionQuery } from "../../../lib/motion";
import { fakeMatchMedia } from "../../../test-utils/match-media";
import {
  closedVideoPopup,
  focusFirstOf,
  focusableWithin,
  prefersReducedMotion,
  videoPopupReducer,
  videoSource,
} from "../video-popup";

describe("videoPopupReducer", () => {
  it("opens with autoplay unless the visitor prefers reduced motion", () => {
    expect(videoPopupReducer(closedVideoPopup, { type: "open", prefersReducedMotion: false })).toEqual({
      open: true,
      autoplay: true,
    });
    expect(videoPopupReducer(closedVideoPopup, { type: "open", prefersReducedMotion: true })).toEqual({
      open: true,
      autoplay: false,
    });
  });

  it("closes back to the initial state", () => {
    const open = videoPopupReducer(closedVideoPopup, { type: "open", prefersReducedMotion: false });
    expect(videoPopupReducer(open, { type: "close" })).toBe(closedVideoPopup);
  });

  it("returns the same state for an open while open and a close while closed", () => {
    const open = videoPopupReducer(closedVideoPopup, { type: "open", prefersReducedMotion: true });
    expect(videoPopupReducer(open, { type: "open", prefersReducedMotion: false })).toBe(open);
    expect(videoPopupReducer(closedVideoPopup, { type: "close" })).toBe(closedVideoPopup);
  });
});

describe("videoSource", () => {
  it("gives the video its src only while the popup is open", () => {
    expect(videoSource({ open: true, autoplay: false }, "/reel.webm")).toBe("/reel.webm");
    expect(videoSource(closedVideoPopup, "/reel.webm")).toBeUndefined();
  });
});

describe("prefersReducedMotion", () => {
  const view = (reduce: boolean) => ({ matchMedia: fakeMatchMedia({ [reducedMotionQuery]: reduce }).matchMedia });

  it("reads the media query", () => {
    expect(prefersReducedMotion(view(true))).toBe(true);
    expect(prefersReducedMotion(view(false))).toBe(false);
  });

  it("counts a missing matchMedia as no preference", () => {
    expect(prefersReducedMotion({} as Pick<Window, "matchMedia">)).toBe(false);
    expect(prefersReducedMotion(undefined)).toBe(false);
  });
});

describe("focus helpers", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div id="root">
        <button id="a">A</button>
        <button id="disabled" disabled>Disabled</button>
        <span id="skipped" tabindex="-1">Skipped</span>
        <div hidden><button id="hidden">Hidden</button></div>
        <a id="link" href="/x">Link</a>
        <video id="video" controls></video>
        <span id="custom" tabindex="0">Custom</span>
      </div>`;
  });

  it("lists reachable elements in document order", () => {
    expect(focusableWithin(document.getElementById("root")!).map((element) => element.id)).toEqual([
      "a",
      "link",
      "video",
      "custom",
    ]);
  });

  it("focuses the first candidate that takes focus", () => {
    const video = document.getElementById("video")!;
    const link = document.getElementById("link")!;
    // jsdom cannot focus a <video> without tabindex, so the link gets it.
    expect(focusFirstOf([video, link])).toBe(link);
    expect(link).toHaveFocus();
  });

  it("returns null when nothing takes focus", () => {
    expect(focusFirstOf([document.getElementById("video")!])).toBeNull();
    expect(focusFirstOf([])).toBeNull();
  });
});
