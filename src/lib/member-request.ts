/** The logged-in member, as `/api/user/me` describes them. */
export interface Member {
  name: string;
}

/**
 * The server's word on the session: a member, none (401: no session, or an expired or
 * revoked one), or no word at all (the CMS or the network is down, too many requests).
 */
export type MemberAnswer = { kind: "member"; member: Member } | { kind: "signed-out" } | { kind: "unknown" };

export const memberUrl = "/api/user/me";

const memberIn = (body: unknown): Member | undefined => {
  const name = typeof body === "object" && body !== null ? (body as { name?: unknown }).name : undefined;
  return typeof name === "string" && name.trim() !== "" ? { name } : undefined;
};

/**
 * Asks the server who is logged in. Never throws: a failed request is an unknown answer.
 * `no-store`, because an answer from the HTTP cache could name whoever was logged in before.
 */
export const requestMember = async (): Promise<MemberAnswer> => {
  try {
    const response = await fetch(memberUrl, { credentials: "same-origin", cache: "no-store" });
    if (response.status === 401) return { kind: "signed-out" };
    if (response.status !== 200) return { kind: "unknown" };
    const member = memberIn(await response.json());
    return member ? { kind: "member", member } : { kind: "unknown" };
  } catch {
    return { kind: "unknown" };
  }
};
