/** An address no earlier run has used, so each test's rows can be counted exactly. */
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

let visitor = 0;

/**
 * Headers that make a request come from a visitor of its own: the e2e server trusts
 * X-Forwarded-For (TRUST_PROXY), and the Functions rate-limit per client address.
 */
export const asVisitor = (): Record<string, string> => {
  visitor += 1;
  return { "X-Forwarded-For": `198.51.${Math.floor(visitor / 250) % 250}.${visitor % 250}` };
};
