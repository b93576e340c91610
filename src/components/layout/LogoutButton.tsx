import React, { useState } from "react";
import { postForm, requestFailedMessage } from "../../lib/forms/post-form";
import { announceSessionChange } from "../../lib/session-state";
import { useNotify } from "../notification/NotificationContext";
import { Button } from "../ui/ButtonLink";

/** Ends the session; the header beside it then shows 'Login | Register' again. */
export const LogoutButton = () => {
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const logOut = async () => {
    setSending(true);
    try {
      const answer = await postForm("/api/user/logout", {});
      if (answer.status !== 200) throw new Error(answer.message ?? `status ${answer.status}`);
      notify({ severity: "success", message: "You are logged out." });
    } catch (error) {
      notify({ severity: "error", message: requestFailedMessage(error) });
    } finally {
      setSending(false);
      announceSessionChange();
    }
  };
  return (
    <Button type="button" $variant="outline" disabled={sending} onClick={() => void logOut()}>
      Log out
    </Button>
  );
};
