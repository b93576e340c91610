import type { LimitPolicy } from "./rate-limit-store";
import { runtimeEnv } from "./runtime-env";

const minutes = (count: number): number => count * 60;

/**
 * FORMS_LIMIT_MULTIPLIER (a whole number, default 1) multiplies every per-address limit below:
 * for a load test from one machine (`npm run bench:load`), never in production.
 */
const multiplier = ((): number => {
  const value = Number(runtimeEnv("FORMS_LIMIT_MULTIPLIER") ?? 1);
  return Number.isInteger(value) && value >= 1 ? value : 1;
})();

/** Requests each client address (an IPv6 /64 counts as one) may make per endpoint. */
export const addressLimits = {
  subscription: { name: "subscription-address", points: 10 * multiplier, durationSeconds: minutes(1) },
  outreach: { name: "outreach-address", points: 10 * multiplier, durationSeconds: minutes(1) },
  requirements: { name: "requirements-address", points: 5 * multiplier, durationSeconds: minutes(10) },
  register: { name: "register-address", points: 5 * multiplier, durationSeconds: minutes(10) },
  login: { name: "login-address", points: 10 * multiplier, durationSeconds: minutes(10) },
  logout: { name: "logout-address", points: 30 * multiplier, durationSeconds: minutes(1) },
  me: { name: "me-address", points: 120 * multiplier, durationSeconds: minutes(1) },
} satisfies Record<string, LimitPolicy>;

/** A test's short window, or the default (LOGIN_ACCOUNT_WINDOW_SECONDS, LOGIN_HOLD_SECONDS). */
const secondsFromEnv = (name: string, fallback: number): number => {
  const value = Number(runtimeEnv(name));
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * Login attempts for one account from one client address: after 5 in 15 minutes that
 * address must wait, while the account's owner, elsewhere, still gets in.
 */
export const accountAddressLimit = (): LimitPolicy => ({
  name: "login-account-address",
  points: 5,
  durationSeconds: secondsFromEnv("LOGIN_ACCOUNT_WINDOW_SECONDS", minutes(15)),
});

/**
 * Login attempts for one account from all addresses together (keyed by a keyed hash of the
 * e-mail, so unknown addresses, staff and members count alike and a refusal tells nothing).
 * The 16th in a window places a hold on the account (see accountHold).
 */
export const accountAttemptLimit = (): LimitPolicy => ({
  name: "login-account",
  points: 15,
  durationSeconds: secondsFromEnv("LOGIN_ACCOUNT_WINDOW_SECONDS", minutes(15)),
});

/**
 * How long a hold lasts: 15 minutes the first time, doubling with each hold the account got
 * in the last two days, up to a day. It slows guessing spread over many addresses to at most
 * 15 guesses per hold, and never locks the owner out for good.
 */
export const accountHold = () => {
  const baseSeconds = secondsFromEnv("LOGIN_HOLD_SECONDS", minutes(15));
  return {
    /** Holds placed on an account, remembered for two days. */
    counter: { name: "login-account-holds", points: 1_000_000, durationSeconds: minutes(60 * 48) } satisfies LimitPolicy,
    seconds: (holdNumber: number): number => Math.min(baseSeconds * 2 ** Math.max(0, holdNumber - 1), minutes(60 * 24)),
  };
};
