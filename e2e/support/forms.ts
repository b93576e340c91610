import { randomBytes } from "node:crypto";

/** An address no earlier run has used, so each test's rows can be counted exactly. */
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * Headers that make a request come from a visitor of its own: the e2e server trusts
 * X-Forwarded-For (TRUST_PROXY), and the Functions rate-limit per client address. Each
 * visitor gets a random /64 of the IPv6 documentation prefix, so visitors of parallel
 * workers never share a count (a counter would start again in every worker).
 */
const randomGroup = (): string => randomBytes(2).toString("hex");

export const asVisitor = (): Record<string, string> => ({ "X-Forwarded-For": `2001:db8:${randomGroup()}:${randomGroup()}::1` });
