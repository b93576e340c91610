import { accountFailureLimit, directusFailureLedger } from "./limits";
import { countOrRefuse, forget } from "./rate-limit";
import { keyedHash } from "./secret-keys";

/**
 * The per-account side of login limits, keyed by a keyed hash of the e-mail. Unknown
 * addresses, staff and members are counted alike, so a refusal tells nothing about who has
 * an account.
 */
export const loginAttempts = (email: string) => {
  const key = keyedHash("login-account", email.toLowerCase());
  return {
    /**
     * Counts the attempt before the password is checked (an atomic step in either store),
     * so a burst of parallel guesses cannot slip past the limit; 429 once it is used up.
     */
    reserve: async () => {
      await countOrRefuse(accountFailureLimit(), key);
      await countOrRefuse(directusFailureLedger, key);
    },
    /** A right password: the account's counts start again, as Directus's own does. */
    succeeded: async () => {
      await forget(accountFailureLimit(), key);
      await forget(directusFailureLedger, key);
    },
  };
};
