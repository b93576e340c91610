import { useCallback, useEffect, useReducer, useRef } from "react";
import { closedVideoPopup, focusFirstOf, focusableWithin, prefersReducedMotion, videoPopupReducer } from "./video-popup";

/**
 * State and side effects of the showreel popup: scroll lock, Escape, focus in and back out,
 * and starting and stopping the video. The component only renders.
 */
export const useVideoPopup = () => {
  const [state, dispatch] = useReducer(videoPopupReducer, closedVideoPopup);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

  const openPopup = useCallback(() => dispatch({ type: "open", prefersReducedMotion: prefersReducedMotion() }), []);
  const closePopup = useCallback(() => dispatch({ type: "close" }), []);

  useEffect(() => {
    if (!state.open) return undefined;
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

    const content = contentRef.current;
    if (content && !focusFirstOf(focusableWithin(content))) content.focus();

    const trigger = triggerRef.current;
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      body.style.overflow = previousOverflow;
      body.style.paddingRight = previousPaddingRight;
      trigger?.focus();
    };
  }, [state.open, closePopup]);

  useEffect(() => {
    const video = videoRef.current;
    if (!state.open || !video) return undefined;
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
  }, [state.open, state.autoplay]);

  /** Focus guards at both ends of the dialog send Tab back round to the other end. */
  const focusFirst = useCallback(() => {
    if (contentRef.current) focusFirstOf(focusableWithin(contentRef.current));
  }, []);
  const focusLast = useCallback(() => {
    if (contentRef.current) focusFirstOf(focusableWithin(contentRef.current).reverse());
  }, []);

  return { state, openPopup, closePopup, focusFirst, focusLast, triggerRef, contentRef, videoRef };
};
