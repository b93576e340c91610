import React, { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { liveRoleFor, notificationTimeoutMs, type NotificationMessage, type NotificationSeverity } from "../../lib/notification";
import { NotificationBanner } from "./NotificationBanner";
import { NotificationContext } from "./NotificationContext";

interface OpenNotification {
  message: string;
  severity: NotificationSeverity;
  /** Makes a repeated, identical message a new one, so it is announced and timed again. */
  key: number;
}

const Corner = styled.div`
  position: fixed;
  bottom: 16px;
  left: 16px;
  z-index: 200;
`;

/**
 * The site's one notification banner, bottom-left. It opens with a message,
 * closes on its close button or after 6000 ms, and ignores clicks elsewhere. The timer
 * waits while the pointer or keyboard focus is on the banner, so nobody loses a message
 * they are reading. Both live regions are always in the page, so screen readers announce
 * what is put into them.
 */
export const NotificationProvider = ({ children }: { children: ReactNode }) => {
  const [current, setCurrent] = useState<OpenNotification | null>(null);
  const [held, setHeld] = useState(false);
  const counter = useRef(0);

  const notify = useCallback((notification: NotificationMessage) => {
    counter.current += 1;
    setCurrent({ message: notification.message, severity: notification.severity ?? "info", key: counter.current });
  }, []);
  const close = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (!current || held) return undefined;
    const timer = window.setTimeout(close, notificationTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [current, held, close]);

  const banner = (role: "alert" | "status") =>
    current && liveRoleFor(current.severity) === role ? (
      <NotificationBanner key={current.key} message={current.message} severity={current.severity} onClose={close} />
    ) : null;

  return (
    <NotificationContext.Provider value={notify}>
      {children}
      <Corner
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        <div role="status">{banner("status")}</div>
        <div role="alert">{banner("alert")}</div>
      </Corner>
    </NotificationContext.Provider>
  );
};
