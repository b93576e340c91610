/** The notification banner's severities and its auto-hide delay. */
export const notificationSeverities = ["info", "success", "error", "warning"] as const;
export type NotificationSeverity = (typeof notificationSeverities)[number];

export const notificationTimeoutMs = 6000;

export interface NotificationMessage {
  message: string;
  /** `info` when not given. */
  severity?: NotificationSeverity;
}

/**
 * How assistive technology hears a notification: errors and warnings interrupt (alert),
 * information and success wait their turn (status).
 */
export const liveRoleFor = (severity: NotificationSeverity): "alert" | "status" =>
  severity === "error" || severity === "warning" ? "alert" : "status";
