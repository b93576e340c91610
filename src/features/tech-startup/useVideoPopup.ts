import { useCallback, useEffect, useReducer, useRef } from "react";
import {
  closedVideoPopup,
  focusFirstOf,
  focusableWithin,
  makePageBehindInert,
  prefersReducedMotion,
  videoPopupReducer,
} from "./video-popup";

/**
 * State and side effects of the showreel popup: scroll lock, the page behind made inert, Escape,
 * focus in and back out, and starting and stopping the video. The component only renders.
 *
 * `dialogMounted` says whether the portalled dialog is in the DOM yet. It mounts in an effect after
 * hydration, and a click that comes before that effect has run renders the open state first and
 * the portal in a later render: the effects wait for it, or focus would stay on the play button
 * behind the dialog and the video would not start.
 */
export const useVideoPopup = (dialogMounted: boolean) => {
  const [state, dispatch] = useReducer(videoPopupReducer, closedVideoPopup);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

  const openPopup = useCallback(() => dispatch({ type: "open", prefersReducedMotion: prefersReducedMotion() }), []);
  const closePopup = useCallback(() => dispatch({ type: "close" }), []);

  useEffect(() => {
    if (!state.open || !dialogMounted) return undefined;
    const { body, documentElement } = document;
    const previousOverflow = body.style.overflow;
    const previousPaddingRight = body.style.paddingRight;
    // Make up for the scrollbar that disappears, so the page behind does not shift sideways.
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      closePopup();
    };
    document.addEventListener("keydown", onKeyDown);
    const overlay = overlayRef.current;
    const releasePageBehind = overlay ? makePageBehindInert(overlay) : () => undefined;

    const content = contentRef.current;
    if (content && !focusFirstOf(focusableWithin(content))) content.focus();

    const trigger = triggerRef.current;
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      body.style.overflow = previousOverflow;
      body.style.paddingRight = previousPaddingRight;
      // First: an inert play button cannot take focus.
      releasePageBehind();
      trigger?.focus();
    };
  }, [state.open, dialogMounted, closePopup]);

  useEffect(() => {
    const video = videoRef.current;
    if (!state.open || !dialogMounted || !video) return undefined;
    if (state.autoplay) {
      // play() rejects when the browser blocks autoplay; the visible controls still work.
      Promise.resolve(video.play()).catch(() => undefined);
    }
    return () => {
      /*
       * Without a src, load() aborts the download and frees the decoder; merely removing
       * the attribute would leave the browser fetching. React drops the attribute on close,
       * but not when the whole popup unmounts, hence removing it here as well.
       */
      video.removeAttribute("src");
      video.load();
    };
  }, [state.open, state.autoplay, dialogMounted]);

  /** Focus guards at both ends of the dialog send Tab back round to the other end. */
  const focusFirst = useCallback(() => {
    if (contentRef.current) focusFirstOf(focusableWithin(contentRef.current));
  }, []);
  const focusLast = useCallback(() => {
    if (contentRef.current) focusFirstOf(focusableWithin(contentRef.current).reverse());
  }, []);

  return { state, openPopup, closePopup, focusFirst, focusLast, triggerRef, overlayRef, contentRef, videoRef };
};
