/**
 * Directus's own sign-in: no number of wrong passwords suspends an account.
 *
 * Directus counts wrong passwords per account and suspends the account once they pass the
 * setting `auth_login_attempts` (Settings, Security, "Login Attempts"; 25 by default), whoever
 * sends them: any stranger who knows an address could suspend it, the admin's included. Null
 * turns that off (Directus's AuthenticationService skips its per-account count). Guessing is
 * throttled per client address instead, by the auth-throttle hook (cms/extensions/auth-throttle),
 * which warns at start when the setting is not null. The provisioning sets it back to null on
 * every run: it is a safety rule of this project, not an editor's preference.
 */

/** @type {import("./engine/spec.mjs").Part} */
export const signIn = {
  settings: [{ field: "auth_login_attempts", value: null }],
};
