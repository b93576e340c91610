const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` and settles no sooner than `ms` after it started, with its result or its
 * error. Answers whose speed would tell something (is this address a member? is it
 * registered already?) then all take the same time, whichever path produced them.
 */
export const settleNoSoonerThan = async <T>(ms: number, work: () => Promise<T>): Promise<T> => {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const left = ms - (Date.now() - started);
    if (left > 0) await sleep(left);
  }
};
