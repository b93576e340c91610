import { expect, type APIRequestContext } from "@playwright/test";
import { asVisitor, uniqueEmail, uniqueUsername } from "./forms";
import { confirmationLinks, newestConfirmationLink } from "./outbox";

/** A password every check accepts (long, not a common one, unrelated to the address). */
export const memberPassword = "harbor violet compass 77";

const sameOrigin = { "Sec-Fetch-Site": "same-origin" };

/** Posts the register form for `email` as a visitor of its own; resolves with the answer. */
export const postRegistration = (request: APIRequestContext, email: string, username: string, password = memberPassword) =>
  request.post("/api/user/register", {
    data: { username, email, password, rePassword: password, TOS: true },
    headers: { ...sameOrigin, ...asVisitor() },
  });

/** Posts the login form for `email` as a visitor of its own; resolves with the answer. */
export const postLogin = (request: APIRequestContext, email: string, password = memberPassword) =>
  request.post("/api/user/login", { data: { email, password }, headers: { ...sameOrigin, ...asVisitor() } });

/** Opens a confirmation link as a mail reader would; resolves with where it led (`?confirmed=`). */
export const openConfirmationLink = async (link: string): Promise<string> => {
  const answer = await fetch(link, { redirect: "manual" });
  expect(answer.status, `the confirmation link answered ${answer.status}`).toBe(302);
  return answer.headers.get("location") ?? "";
};

/**
 * Registers a new member through the site and confirms the address with the link the CMS
 * e-mailed (read from the embedded CMS's outbox), as its owner would; resolves with the e-mail.
 */
export const registerConfirmedMember = async (request: APIRequestContext, label: string, password = memberPassword) => {
  const email = uniqueEmail(label);
  const sentBefore = confirmationLinks(email).length;
  const answer = await postRegistration(request, email, uniqueUsername(label), password);
  expect(answer.status(), await answer.text()).toBe(201);
  expect(await openConfirmationLink(await newestConfirmationLink(email, sentBefore))).toMatch(/\/login\/\?confirmed=1$/);
  return email;
};
