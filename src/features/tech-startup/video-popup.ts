import { reducedMotionQuery } from "../../lib/motion";

export interface VideoPopupState {
  open: boolean;
  /** Decided when the popup opens, from the visitor's motion preference at that moment. */
  autoplay: boolean;
}

export type VideoPopupAction = { type: "open"; prefersReducedMotion: boolean } | { type: "close" };

export const closedVideoPopup: VideoPopupState = { open: false, autoplay: false };

/**
 * Repeated opens and closes return the same state object, so a second Escape or a
 * double click does not re-run the effects that move focus and reset the video.
 */
export const videoPopupReducer = (state: VideoPopupState, action: VideoPopupAction): VideoPopupState => {
  switch (action.type) {
    case "open":
      return state.open ? state : { open: true, autoplay: !action.prefersReducedMotion };
    case "close":
      return state.open ? closedVideoPopup : state;
  }
};

/** The `src` the <video> carries: the showreel while open, none at all while closed. */
export const videoSource = (state: VideoPopupState, src: string): string | undefined => (state.open ? src : undefined);

/** jsdom and very old browsers have no matchMedia; they count as "no preference". */
export const prefersReducedMotion = (view: Pick<Window, "matchMedia"> | undefined = globalThis.window): boolean =>
  typeof view?.matchMedia === "function" && view.matchMedia(reducedMotionQuery).matches;

const focusableSelector = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "audio[controls]",
  "video[controls]",
  "[tabindex]:not([tabindex='-1'])",
].join(", ");

/** Elements inside `container` that Tab can reach, in document order, minus hidden ones. */
export const focusableWithin = (container: ParentNode): HTMLElement[] =>
  Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest("[hidden], [inert]"),
  );

/**
 * Focuses the first candidate that accepts focus and returns it. Trying in turn covers
 * elements that match the selector but cannot take focus in this browser.
 */
export const focusFirstOf = (candidates: readonly HTMLElement[]): HTMLElement | null => {
  for (const candidate of candidates) {
    candidate.focus();
    if (candidate.ownerDocument.activeElement === candidate) return candidate;
  }
  return null;
};

/**
 * Makes everything on the page but `modal` inert while the dialog is open, and returns the undo.
 * The focus guards keep Tab inside the dialog only while focus is in it; inert, nothing behind
 * the dialog can hold or take focus, whatever left focus there, and assistive technology that
 * ignores `aria-modal` leaves the page behind out too, as with a native modal <dialog>.
 */
export const makePageBehindInert = (modal: Element): (() => void) => {
  const { body } = modal.ownerDocument;
  const behind = Array.from(body.children).filter((child) => !child.contains(modal) && !child.hasAttribute("inert"));
  for (const element of behind) element.setAttribute("inert", "");
  return () => {
    for (const element of behind) element.removeAttribute("inert");
  };
};
