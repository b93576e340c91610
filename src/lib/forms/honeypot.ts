/**
 * Name of the hidden field that only software fills in (the Functions refuse it filled).
 *
 * Browsers' autofill and password managers guess what a field wants from its name, id and
 * label, and fill a field named like `website`, `url`, `name` or `email` even where people
 * never see it, so real visitors' forms were refused. This name matches no autocomplete
 * token and none of the patterns autofill looks for (`name`, `mail`, `tel`, `phone`, `url`,
 * `address`, `company`, `user`, `pass`, `code`, ...). Naive form-filling bots fill every
 * text field whatever its name, which is all a honeypot needs.
 */
export const honeypotFieldName = "nb_hp_check";

/** Adds the honeypot to a payload only when something filled it in. */
export const withHoneypot = <Payload extends object>(payload: Payload, honeypot: string): Payload =>
  honeypot ? { ...payload, [honeypotFieldName]: honeypot } : payload;
