import type { LimitPolicy } from "./rate-limit-store";
import { runtimeEnv } from "./runtime-env";

const minutes = (count: number): number => count * 60;

/** Requests each client address (an IPv6 /64 counts as one) may make per endpoint. */
export const addressLimits = {
  subscription: { name: "subscription-address", points: 10, durationSeconds: minutes(1) },
  outreach: { name: "outreach-address", points: 10, durationSeconds: minutes(1) },
  requirements: { name: "requirements-address", points: 5, durationSeconds: minutes(10) },
  register: { name: "register-address", points: 5, durationSeconds: minutes(10) },
  login: { name: "login-address", points: 10, durationSeconds: minutes(10) },
  logout: { name: "logout-address", points: 30, durationSeconds: minutes(1) },
  me: { name: "me-address", points: 120, durationSeconds: minutes(1) },
} satisfies Record<string, LimitPolicy>;

/**
 * Failed logins per account (by e-mail, whatever address they come from), so that many
 * addresses cannot hammer one account. Counted the same for unknown addresses and staff,
 * so the limit tells nobody which addresses are members. LOGIN_ACCOUNT_WINDOW_SECONDS
 * shortens the window for tests.
 */
export const accountFailureLimit = (): LimitPolicy => ({
  name: "login-account",
  points: 5,
  durationSeconds: Number(runtimeEnv("LOGIN_ACCOUNT_WINDOW_SECONDS")) || minutes(15),
});

/**
 * Directus suspends a user after `auth_login_attempts` (25) failed `/auth/login` calls in a
 * row, and only a successful login clears its count: it never expires. This ledger counts
 * the failures the site has passed to Directus for a member since their last success, and
 * stops passing them on well before Directus's limit, so strangers can never get an account
 * suspended. Like Directus's count it never expires; a successful login clears both.
 */
export const directusFailureLedger: LimitPolicy = { name: "login-directus-failures", points: 15, durationSeconds: 0 };
