/** Shown under the register form once a registration is accepted: the account works only after the e-mailed link. */
export const confirmationSentNote = "We have e-mailed you a link. Open it to confirm your address, then log in.";

/** What the login page says when a registration's confirmation link led there (`?confirmed=`). */
export const confirmationNotices = {
  "1": "Your e-mail address is confirmed. You can log in now.",
  "0": "This confirmation link has expired or was replaced by a newer one. Please register again.",
} as const;
