import React from "react";
import styled, { css } from "styled-components";
import type { NotificationSeverity } from "../../lib/notification";
import { theme } from "../../theme/theme";
import { Icon } from "../ui/Icon";

const severityColours: Record<NotificationSeverity, { background: string; border: string }> = {
  info: { background: "#1e3a8a", border: "#93c5fd" },
  success: { background: "#14532d", border: "#86efac" },
  error: { background: "#7f1d1d", border: "#fca5a5" },
  warning: { background: "#713f12", border: "#fcd34d" },
};

const severityLabels: Record<NotificationSeverity, string> = {
  info: "Information",
  success: "Success",
  error: "Error",
  warning: "Warning",
};

const Banner = styled.div<{ $severity: NotificationSeverity }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.spacing(1.5)};
  width: min(420px, calc(100vw - 32px));
  padding: ${theme.spacing(1.5, 1.5, 1.5, 2)};
  border-left: 4px solid;
  border-radius: ${theme.radius};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.35);
  color: #ffffff;
  ${({ $severity }) => css`
    background: ${severityColours[$severity].background};
    border-left-color: ${severityColours[$severity].border};
  `}

  @media (prefers-reduced-motion: no-preference) {
    animation: notification-in 0.2s ease-out;
  }

  @keyframes notification-in {
    from {
      opacity: 0;
      transform: translateY(12px);
    }
  }

  p {
    flex: 1;
    margin: ${theme.spacing(0.75, 0)};
    overflow-wrap: anywhere;
  }
`;

const Close = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${theme.radius};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.14);
  }
`;

interface NotificationBannerProps {
  message: string;
  severity: NotificationSeverity;
  onClose: () => void;
}

/** The visible banner; the live region around it is the provider's. */
export const NotificationBanner = ({ message, severity, onClose }: NotificationBannerProps) => (
  <Banner $severity={severity} data-severity={severity}>
    <p>
      <span className="visually-hidden">{severityLabels[severity]}: </span>
      {message}
    </p>
    <Close type="button" aria-label="Close notification" onClick={onClose}>
      <Icon name="close" size={20} />
    </Close>
  </Banner>
);
