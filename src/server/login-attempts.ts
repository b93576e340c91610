import { accountAddressLimit, accountAttemptLimit, accountHold } from "./limits";
import { countOrHold, countOrRefuse, forget } from "./rate-limit";
import { keyedHash } from "./secret-keys";

/**
 * The per-account side of login limits, keyed by keyed hashes of the e-mail (and of the e-mail
 * with the client's address), so the store never holds an address or an e-mail. Unknown
 * addresses, staff and members are counted alike, so a refusal tells nothing about who has
 * an account.
 */
export const loginAttempts = (email: string, clientKey: string) => {
  const account = keyedHash("login-account", email.toLowerCase());
  const accountFromAddress = keyedHash("login-account-address", `${email.toLowerCase()}\n${clientKey}`);
  return {
    /**
     * Counts the attempt before the password is checked (an atomic step in either store), so
     * a burst of parallel guesses cannot slip past a limit; 429 once one is used up.
     */
    reserve: async () => {
      await countOrRefuse(accountAddressLimit(), accountFromAddress);
      await countOrHold(accountAttemptLimit(), accountHold(), account);
    },
    /** A right password: this address's and the account's counts start again. */
    succeeded: async () => {
      await forget(accountAddressLimit(), accountFromAddress);
      await forget(accountAttemptLimit(), account);
    },
  };
};
