import { createContext, useContext } from "react";
import type { NotificationMessage } from "../../lib/notification";

export type Notify = (notification: NotificationMessage) => void;

export const NotificationContext = createContext<Notify | null>(null);

/** Opens the site's notification banner; forms use it to report their outcome. */
export const useNotify = (): Notify => {
  const notify = useContext(NotificationContext);
  if (!notify) throw new Error("useNotify needs a NotificationProvider above it (see src/gatsby/shared/wrappers.tsx)");
  return notify;
};
