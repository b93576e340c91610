import type { GatsbyFunctionRequest } from "gatsby";
import { runtimeEnv } from "./runtime-env";

/**
 * The address rate limits count against. Behind a reverse proxy (TRUST_PROXY=true) it is
 * the last hop the proxy added to X-Forwarded-For; otherwise the socket's address, because
 * a client can write any X-Forwarded-For it likes.
 */
export const clientAddress = (req: GatsbyFunctionRequest, trustProxy = runtimeEnv("TRUST_PROXY") === "true"): string => {
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-for"];
    const chain = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? "")).split(",");
    const last = chain.map((hop) => hop.trim()).filter(Boolean).pop();
    if (last) return last;
  }
  return req.socket?.remoteAddress ?? "unknown";
};
