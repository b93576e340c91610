import { expect, test } from "@playwright/test";
import { adminEmail } from "../cms/server/index.mjs";
import { cms, cmsAdminSignIn, cmsUrl } from "./support/cms";
import { directusSessionCount } from "./support/cms-database";
import { asVisitor } from "./support/forms";
import { postLogin as login, registerConfirmedMember } from "./support/members";

/** Members' login, sessions and the CMS's public face, tried on the served site. */
const sameOrigin = { "Sec-Fetch-Site": "same-origin" };

const adminPassword = (): string => cmsAdminSignIn().password;

const register = registerConfirmedMember;

const memberId = async (email: string): Promise<string> =>
  (await cms<{ id: string }[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`))[0]!.id;

test("the CMS admin's own e-mail and password get the site's 401, though Directus accepts them", async ({ request }) => {
  const direct = await fetch(`${cmsUrl}/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: adminEmail, password: adminPassword(), mode: "json" }),
  });
  expect(direct.status).toBe(200);
  const { data } = (await direct.json()) as { data: { refresh_token: string } };
  // The count sees the session Directus opened, and its end.
  const directSession = { token: data.refresh_token };
  expect(await directusSessionCount(directSession), "the session Directus's own login opened").toBe(1);
  const logout = await fetch(`${cmsUrl}/auth/logout`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ refresh_token: data.refresh_token, mode: "json" }),
  });
  expect(logout.status).toBe(204);
  expect(await directusSessionCount(directSession), "the session after Directus's logout").toBe(0);

  const admin = { user: (await cms<{ id: string }>("GET", "/users/me?fields=id")).id };
  const adminSessions = await directusSessionCount(admin);
  const throughSite = await login(request, adminEmail, adminPassword());
  expect(throughSite.status()).toBe(401);
  expect(throughSite.headers()["set-cookie"]).toBeUndefined();
  expect(await throughSite.json()).toEqual({ message: "The email or password is not correct." });
  expect(await directusSessionCount(admin), "the admin's Directus sessions after the site's refusal").toBe(adminSessions);
});

test("a login opens a session kept on the server; /api/user/me answers from it; logout revokes it", async ({
  playwright,
  request,
}) => {
  const email = await register(request, "session");
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await visitor.get("/api/user/me")).status()).toBe(401);

  // An abandoned, expired session of this member: the next login prunes it.
  const id = await memberId(email);
  await cms("POST", "/items/site_sessions", { id: "0".repeat(64), member: id, expires: "2020-01-01T00:00:00Z" });

  const answer = await login(visitor, email);
  expect(answer.status()).toBe(201);
  const setCookie = answer
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value);
  const session = setCookie.find((cookie) => cookie.startsWith("__Host-nb_session="));
  expect(session).toMatch(/; Path=\/; SameSite=Lax; HttpOnly; Secure/);
  expect(session).not.toMatch(/Domain=/i);
  const cookieValue = session!.split(";")[0]!;

  const me = await visitor.get("/api/user/me");
  expect(me.status()).toBe(200);
  expect((await me.json()).name).toMatch(/^session/);

  // The site's session is a row in Directus (the expired one is gone); Directus opened no
  // session of its own for the member (the site never calls its /auth/login).
  expect(await cms<unknown[]>("GET", `/items/site_sessions?filter[member][_eq]=${id}&fields=id`)).toHaveLength(1);
  expect(await directusSessionCount({ user: id }), "Directus's own sessions of the member").toBe(0);

  const logout = await visitor.post("/api/user/logout", { data: {}, headers: { ...sameOrigin, ...asVisitor() } });
  expect(logout.status()).toBe(200);
  expect(await cms<unknown[]>("GET", `/items/site_sessions?filter[member][_eq]=${id}&fields=id`)).toHaveLength(0);
  // The old cookie, sent again as a thief would, no longer works.
  const replay = await request.get("/api/user/me", { headers: { Cookie: cookieValue, ...asVisitor() } });
  expect(replay.status()).toBe(401);
  await visitor.dispose();
});

test("a session stops working the moment staff suspend the member", async ({ playwright, request }) => {
  const email = await register(request, "suspended");
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await login(visitor, email)).status()).toBe(201);
  expect((await visitor.get("/api/user/me")).status()).toBe(200);
  await cms("PATCH", `/users/${await memberId(email)}`, { status: "suspended" });
  expect((await visitor.get("/api/user/me")).status()).toBe(401);
  await visitor.dispose();
});

test("anonymous visitors of the CMS can neither list files nor fetch drafts' images", async () => {
  const hidden = await cms<{ hero_image: string | null }[]>(
    "GET",
    "/items/posts?filter[status][_neq]=published&fields=hero_image&limit=-1",
  );
  const heroes = hidden.map((post) => post.hero_image).filter((id): id is string => Boolean(id));
  expect(heroes.length).toBeGreaterThan(0);
  expect((await fetch(`${cmsUrl}/files`)).status).toBe(403);
  for (const id of heroes) {
    expect((await fetch(`${cmsUrl}/files/${id}`)).status, `/files/${id}`).toBe(403);
    expect((await fetch(`${cmsUrl}/assets/${id}`)).status, `/assets/${id}`).toBe(403);
  }
});
