import React, { useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from "react";
import { createPortal } from "react-dom";
import styled, { keyframes } from "styled-components";
import { videoSource } from "./video-popup";
import { Icon } from "../../components/ui/Icon";
import { squareIconButton } from "../../components/ui/iconButtonStyles";
import { useThemeMode } from "../../components/layout/ThemeModeContext";
import { useVideoPopup } from "./useVideoPopup";
import { theme } from "../../theme/theme";

interface VideoPopupProps {
  /** URL of the video. */
  src: string;
  /** Still shown before the video plays. */
  poster?: string;
  /** Title of the video; it names the dialog. */
  title: string;
  /** WebVTT captions in English. */
  captionsSrc?: string;
}

const ripple = keyframes`
  from {
    opacity: 0.8;
    transform: scale(1);
  }
  to {
    opacity: 0;
    transform: scale(1.5);
  }
`;

const PlayButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 88px;
  height: 88px;
  border: 0;
  border-radius: 50%;
  background: ${theme.colors.secondary};
  color: ${theme.colors.onSecondary};
  cursor: pointer;
  transition: transform 0.2s ease;

  &::before {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
    border: 2px solid ${theme.colors.secondary};
    pointer-events: none;
  }

  &:hover {
    transform: scale(1.05);
  }

  /* A ripple that invites the click; left still for visitors who ask for less motion. */
  @media (prefers-reduced-motion: no-preference) {
    &::before {
      animation: ${ripple} 2s ease-out infinite;
    }
  }
`;

const Overlay = styled.div`
  /* Doubled class: the global [data-theme] rule would otherwise paint it opaque. */
  && {
    position: fixed;
    inset: 0;
    z-index: 200;
    display: flex;
    align-items: center;
    justify-content: center;
    padding: ${theme.spacing(2)};
    background: ${theme.colors.overlay};
  }

  &&[hidden] {
    display: none;
  }
`;

const Dialog = styled.div`
  width: min(960px, 100%);
  max-height: 100%;
  overflow: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.45);
`;

const Content = styled.div`
  &:focus {
    outline: none;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing(2)};
  padding: ${theme.spacing(1, 1, 1, 3)};

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const CloseButton = styled.button`
  ${squareIconButton}

  &:hover {
    border-color: ${theme.colors.primary};
  }
`;

const Video = styled.video`
  width: 100%;
  aspect-ratio: 16 / 9;
  background: #000;
`;

/**
 * A play button that opens the showreel in a modal dialog. The dialog stays in the DOM while
 * closed so the <video> can be emptied (no src, load()) and stop downloading; it is portalled
 * to <body> so that no stacking context of the section it sits in can put it under the header.
 */
export const VideoPopup = ({ src, poster, title, captionsSrc }: VideoPopupProps) => {
  // The portal target only exists in the browser; the button alone is pre-rendered.
  const [portalTarget, setPortalTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setPortalTarget(document.body), []);
  const { state, openPopup, closePopup, focusFirst, focusLast, triggerRef, overlayRef, contentRef, videoRef } = useVideoPopup(
    portalTarget !== null,
  );
  const mode = useThemeMode();
  const titleId = useId();

  // A press that starts inside the dialog and ends on the backdrop (selecting, dragging the
  // seek bar) is not a click on the backdrop.
  const pressedBackdrop = useRef(false);
  const onBackdropPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressedBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedBackdrop.current && event.target === event.currentTarget) closePopup();
    pressedBackdrop.current = false;
  };

  const onDialogFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLElement)) return;
    const guard = event.target.dataset.focusGuard;
    if (guard === "start") focusLast();
    else if (guard === "end") focusFirst();
  };

  const opened = state.open ? { poster, captionsSrc } : {};

  return (
    <>
      <PlayButton ref={triggerRef} type="button" aria-haspopup="dialog" onClick={openPopup}>
        <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
        </svg>
        <span className="visually-hidden">Play our studio showreel</span>
      </PlayButton>
      {portalTarget &&
        createPortal(
          // The backdrop is presentational: Escape and the close button are its keyboard equivalents.
          <Overlay
            ref={overlayRef}
            role="presentation"
            data-theme={mode}
            hidden={!state.open}
            onPointerDown={onBackdropPointerDown}
            onClick={onBackdropClick}
          >
            <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId} onFocus={onDialogFocus}>
              {/*
                Focus guards: Tab or Shift+Tab past either end of the dialog lands on one and
                wraps round, while Tab inside the native video controls is left alone.
              */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <span tabIndex={0} data-focus-guard="start" />
              <Content ref={contentRef} tabIndex={-1}>
                <Bar>
                  <h2 id={titleId}>{title}</h2>
                  <CloseButton type="button" aria-label="Close video" onClick={closePopup}>
                    <Icon name="close" />
                  </CloseButton>
                </Bar>
                <Video
                  ref={videoRef}
                  src={videoSource(state, src)}
                  poster={opened.poster}
                  controls
                  playsInline
                  preload="metadata"
                >
                  {opened.captionsSrc && <track kind="captions" src={opened.captionsSrc} srcLang="en" label="English" default />}
                </Video>
              </Content>
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <span tabIndex={0} data-focus-guard="end" />
            </Dialog>
          </Overlay>,
          portalTarget,
        )}
    </>
  );
};
