import { directusSettings } from "../../server/directus";
import { clientAddress } from "../../server/client-address";
import { HttpError } from "../../server/http-error";
import { jsonEndpoint, jsonFunctionConfig } from "../../server/json-endpoint";
import { addressLimits } from "../../server/limits";
import { countOrRefuse } from "../../server/rate-limit";
import { assertMethod } from "../../server/request-guard";
import { clearedSessionCookies, sessionToken } from "../../server/session-cookie";
import { memberOfSession } from "../../server/site-sessions";

// Destructured on purpose: see `jsonFunctionConfig` for why not `export const config =`.
export const { config } = { config: jsonFunctionConfig };

/**
 * GET /api/user/me: who is logged in. 200 {name} for a live session of an active member;
 * 401 otherwise (no cookie, unknown, expired or revoked session, member no longer active),
 * clearing the cookies so the page stops asking.
 */
export default jsonEndpoint(async (req) => {
  assertMethod(req, "GET");
  await countOrRefuse(addressLimits.me, clientAddress(req));
  const token = sessionToken(req);
  const member = token ? await memberOfSession(directusSettings(), token) : null;
  if (!member) {
    throw new HttpError(401, "You are not logged in.", { headers: { "Set-Cookie": clearedSessionCookies() } });
  }
  return { status: 200, body: { message: "You are logged in.", name: member.name } };
});
