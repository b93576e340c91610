import { useSyncExternalStore } from "react";
import { isLoggedIn, sessionChangeEvent } from "../lib/session-state";

const subscribe = (onChange: () => void) => {
  window.addEventListener(sessionChangeEvent, onChange);
  window.addEventListener("focus", onChange);
  return () => {
    window.removeEventListener(sessionChangeEvent, onChange);
    window.removeEventListener("focus", onChange);
  };
};

/** True once the visitor has logged in; false on the server, so pages render the same. */
export const useLoggedIn = (): boolean => useSyncExternalStore(subscribe, () => isLoggedIn(), () => false);
