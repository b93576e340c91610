import { createHash } from "node:crypto";

/** SHA-256 of a text, in hex: the digest gatsby-node's records and cache keys compare. */
export const sha256Hex = (text: string): string => createHash("sha256").update(text).digest("hex");
