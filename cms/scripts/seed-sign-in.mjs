/**
 * The seed's part for Directus's own sign-in (called by seed.mjs on every start, idempotent):
 * no number of wrong passwords suspends an account.
 *
 * Directus counts wrong passwords per account and suspends the account once they pass the
 * setting `auth_login_attempts` (Settings, Security, "Login Attempts"; 25 by default), whoever
 * sends them: any stranger who knows an address could suspend it, the admin's included. Null
 * turns that off (Directus's AuthenticationService skips its per-account count). Guessing is
 * throttled per client address instead, by the auth-throttle hook (cms/extensions/auth-throttle),
 * which warns at start when the setting is not null. The seed sets it back to null on every
 * start: it is a safety rule of this project, not an editor's preference.
 */
import { api } from "./api.mjs";

export const seedSignInSafety = async () => {
  const settings = await api("GET", "/settings?fields=auth_login_attempts");
  if (settings?.auth_login_attempts !== null) await api("PATCH", "/settings", { auth_login_attempts: null });
};
