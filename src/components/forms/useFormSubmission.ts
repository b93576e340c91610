import { useRef, useState } from "react";
import type * as v from "valibot";
import { honeypotFieldName } from "../../lib/forms/honeypot";
import { postForm, requestFailedMessage, type FormAnswer } from "../../lib/forms/post-form";
import { newSubmissionKey } from "../../lib/forms/submission-key";
import { validate, type FieldErrors } from "../../lib/forms/validate";
import { useNotify } from "../notification/NotificationContext";

export type SubmissionState = "idle" | "sending" | "done";

interface Options<Schema extends v.GenericSchema> {
  url: string;
  schema: Schema;
  /** The status that means success: 201 for every form that uses this hook. */
  successStatus: number;
  onSuccess: (answer: FormAnswer) => void;
  /**
   * Send a submission key (forms whose entries are stored one per submission): sending the
   * same entries again after a failure reuses the key, so they are never stored twice.
   */
  keyed?: boolean;
}

/**
 * Validates a form with the same schema its Function uses, posts it, and reports failures
 * in a notification. On any failure the form keeps what the visitor typed.
 */
export const useFormSubmission = <Schema extends v.GenericSchema>({
  url,
  schema,
  successStatus,
  onSuccess,
  keyed = false,
}: Options<Schema>) => {
  const notify = useNotify();
  // The entries last sent and their key: the same entries again keep it, changed ones get a new one.
  const lastAttempt = useRef<{ entries: string; key: string } | null>(null);
  const [state, setState] = useState<SubmissionState>("idle");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const submit = async (payload: object): Promise<void> => {
    // The honeypot is the server's to judge; people never fill it, so it is not checked here.
    const { [honeypotFieldName]: _honeypot, ...fields } = payload as Record<string, unknown>;
    const checked = validate(schema, fields);
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      notify({ severity: "error", message: "Please check the highlighted fields." });
      return;
    }
    setFieldErrors({});
    setState("sending");
    const entries = JSON.stringify(fields);
    if (keyed && lastAttempt.current?.entries !== entries) lastAttempt.current = { entries, key: newSubmissionKey() };
    const sent = keyed && lastAttempt.current ? { ...payload, submissionKey: lastAttempt.current.key } : payload;
    try {
      const answer = await postForm(url, sent);
      if (answer.status === successStatus) {
        lastAttempt.current = null;
        setState("done");
        onSuccess(answer);
        return;
      }
      setState("idle");
      setFieldErrors(answer.fieldErrors ?? {});
      notify({ severity: "error", message: answer.message ?? "Something went wrong. Please try again." });
    } catch (error) {
      setState("idle");
      notify({ severity: "error", message: requestFailedMessage(error) });
    }
  };

  return { submit, state, setState, fieldErrors, setFieldErrors };
};
