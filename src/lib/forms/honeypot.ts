/** Name of the hidden field that only software fills in (the Functions refuse it filled). */
export const honeypotFieldName = "website";

/** Adds the honeypot to a payload only when something filled it in. */
export const withHoneypot = <Payload extends object>(payload: Payload, honeypot: string): Payload =>
  honeypot ? { ...payload, [honeypotFieldName]: honeypot } : payload;
