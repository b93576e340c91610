/**
 * Directus endpoint "site-members": everything the site's Functions need to know about site
 * members, asked one member at a time, so that the forms token itself can read no user and
 * no session (a leaked token reveals no member list):
 *
 * - POST /site-members/register {username, email, password, next}: a new member, usable only
 *   once its owner opens the link e-mailed to the address. Answers alike whether the address
 *   is new, pending, a member's, staff's or a token user's; only a taken username is told.
 * - GET  /site-members/confirm?token=...: the e-mailed link; activates the registration it was
 *   made for and sends the visitor to `next` with `?confirmed=1`.
 * - POST /site-members/login {email, password, session: {id, expires}}: checks an active
 *   member's password (never staff's) and stores the site's session under the given id.
 * - POST /site-members/session {id}: the member a session signs in, or null (expired, member
 *   no longer active, or password changed since: see lib.mjs credentialStamp).
 * - POST /site-members/logout {id}: forgets a session.
 *
 * Only users of the "Site forms" role (the Functions' token) may call them. Directus's own
 * /auth/login is not used, so the site's logins never count towards anything Directus keeps.
 * Plain ESM, loaded by Directus from EXTENSIONS_PATH without a build step.
 */
import { ForbiddenError, InvalidCredentialsError, InvalidPayloadError } from "@directus/errors";
import argon2 from "argon2";
import jwt from "jsonwebtoken";
import {
  afterConfirmation,
  confirmHours,
  confirmScope,
  confirmationClaims,
  credentialStamp,
  credentials,
  memberName,
  registration,
  sessionId,
  sessionIsLive,
} from "./lib.mjs";
import { formsRoleName, memberRoleName } from "./names.mjs";

const tokenIssuer = "northbeam-site-members";

/**
 * Express 4 does not pass a rejected promise on to the error handler: this does, so Directus
 * answers every failure in its JSON error shape.
 * @param {(req: any, res: any) => Promise<void>} handle
 */
const route = (handle) => (/** @type {any} */ req, /** @type {any} */ res, /** @type {any} */ next) => {
  handle(req, res).catch(next);
};

export default {
  id: "site-members",
  handler: (/** @type {any} */ router, /** @type {any} */ { services, database, env, logger, getSchema }) => {
    const { ItemsService, MailService, UsersService } = services;

    /** @param {string} name */
    const roleId = async (name) => (await database("directus_roles").select("id").where({ name }).first())?.id ?? null;

    /** Only the site's Functions (the forms token's role) may ask; anyone else gets 403. */
    const siteFunctionsOnly = async (/** @type {any} */ req) => {
      const formsRole = await roleId(formsRoleName);
      if (!formsRole || req.accountability?.role !== formsRole) throw new ForbiddenError();
    };

    const memberRole = async () => {
      const id = await roleId(memberRoleName);
      if (!id)
        throw new InvalidPayloadError({
          reason: `The role "${memberRoleName}" is missing; run the provisioning (npm --prefix cms run provision).`,
        });
      return id;
    };

    /** @param {string} email */
    const userByEmail = (email) =>
      database("directus_users")
        .select("id", "email", "password", "status", "role", "first_name", "username")
        .whereRaw("LOWER(??) = ?", ["email", email])
        .first();

    /** A hash to verify against when no member matched, so both paths cost one argon2 verify. */
    let decoyHash;
    const decoy = async () => (decoyHash ??= await argon2.hash(`decoy-${Math.random()}`));

    /**
     * E-mails the link that activates the registration of `user` (its current password only).
     * Sent in the background like Directus's own mails: the answer does not wait for the mailer.
     * @param {{ id: string, email: string, password: string }} user
     * @param {string} next
     */
    const sendConfirmation = (user, next) => {
      const token = jwt.sign({ scope: confirmScope, id: user.id, stamp: credentialStamp(user.password), next }, env.SECRET, {
        expiresIn: `${confirmHours}h`,
        issuer: tokenIssuer,
      });
      const url = new URL(`${env.PUBLIC_URL.replace(/\/+$/, "")}/site-members/confirm`);
      url.searchParams.set("token", token);
      getSchema()
        .then((/** @type {unknown} */ schema) =>
          new MailService({ schema, knex: database }).send({
            to: user.email,
            subject: "Confirm your e-mail address",
            template: { name: "user-registration", data: { url: url.toString(), email: user.email } },
          }),
        )
        .catch((/** @type {Error} */ error) => logger.error(`site-members: confirmation mail failed: ${error.message}`));
    };

    router.post(
      "/register",
      route(async (req, res) => {
        await siteFunctionsOnly(req);
        const { value, problem } = registration(req.body);
        if (!value) throw new InvalidPayloadError({ reason: `Invalid ${problem}` });
        const memberRoleId = await memberRole();
        const existing = await userByEmail(value.email);
        const pending = existing?.status === "unverified" && existing.role === memberRoleId ? existing : undefined;

        // The username is checked first and the same way for every address, so its answer
        // tells nothing about which e-mail addresses have accounts.
        const holder = await database("directus_users")
          .select("id")
          .whereRaw("LOWER(??) = ?", ["username", value.username.toLowerCase()])
          .first();
        if (holder && holder.id !== pending?.id) {
          res.status(409).json({ errors: [{ message: "Username taken", extensions: { code: "USERNAME_TAKEN" } }] });
          return;
        }

        const schema = await getSchema();
        const users = new UsersService({ schema, knex: database });
        const details = { username: value.username, first_name: value.username, password: value.password };
        if (!existing) {
          await users.createOne({ ...details, email: value.email, role: memberRoleId, status: "unverified" });
        } else if (pending) {
          // The newest registration of a pending address wins; links sent before stop working.
          await users.updateOne(pending.id, details);
        }
        // An address that already has an account (member, staff, token user) changes nothing.
        if (!existing || pending) sendConfirmation(await userByEmail(value.email), value.next);
        res.status(202).json({ data: { accepted: true } });
      }),
    );

    router.get(
      "/confirm",
      route(async (req, res) => {
        let claims = null;
        try {
          claims = confirmationClaims(jwt.verify(String(req.query.token ?? ""), env.SECRET, { issuer: tokenIssuer }));
        } catch {
          // A bad signature, another issuer or an expired link: answered below.
        }
        if (!claims) {
          res
            .status(400)
            .type("text/plain")
            .send("This confirmation link is not valid or has expired. Please register again on the site.");
          return;
        }
        const user = await database("directus_users").select("id", "status", "role", "password").where({ id: claims.id }).first();
        const current = user && user.role === (await memberRole()) && claims.stamp === credentialStamp(user.password);
        if (current && user.status === "unverified") {
          await new UsersService({ schema: await getSchema(), knex: database }).updateOne(user.id, { status: "active" });
        }
        res.redirect(
          302,
          afterConfirmation(claims.next, Boolean(current && (user.status === "unverified" || user.status === "active"))),
        );
      }),
    );

    router.post(
      "/login",
      route(async (req, res) => {
        await siteFunctionsOnly(req);
        const { value } = credentials(req.body);
        if (!value) throw new InvalidPayloadError({ reason: "Invalid login request" });
        const memberRoleId = await memberRole();
        const user = await userByEmail(value.email);
        const isMember = user?.status === "active" && user.role === memberRoleId && Boolean(user.password);
        const matches = await argon2.verify(isMember ? user.password : await decoy(), value.password);
        if (!isMember || !matches) throw new InvalidCredentialsError();

        // Sessions browsers abandoned would otherwise stay for good; every login clears them.
        // A Date, bound by the database driver as the column stores it: a filter's "$NOW" is
        // resolved only on Directus's REST layer, and compared as text it would match every row.
        await database("site_sessions").where("expires", "<", new Date()).delete();
        await new ItemsService("site_sessions", { schema: await getSchema(), knex: database }).createOne({
          id: value.session.id,
          member: user.id,
          expires: value.session.expires,
          credential_stamp: credentialStamp(user.password),
        });
        res.status(200).json({ data: { member: { id: user.id, name: memberName(user) } } });
      }),
    );

    router.post(
      "/session",
      route(async (req, res) => {
        await siteFunctionsOnly(req);
        const id = sessionId(req.body);
        if (!id) throw new InvalidPayloadError({ reason: "Invalid session id" });
        // Through the service, which gives `expires` as an ISO date whatever the database keeps.
        const [session] = await new ItemsService("site_sessions", { schema: await getSchema(), knex: database }).readByQuery({
          filter: { id: { _eq: id } },
          fields: ["id", "member", "expires", "credential_stamp"],
          limit: 1,
        });
        const member =
          session &&
          (await database("directus_users")
            .select("id", "status", "role", "password", "first_name", "username")
            .where({ id: session.member })
            .first());
        if (session && sessionIsLive(session, member, await memberRole())) {
          res.status(200).json({ data: { member: { id: member.id, name: memberName(member) } } });
          return;
        }
        if (session) await database("site_sessions").where({ id }).delete();
        res.status(200).json({ data: { member: null } });
      }),
    );

    router.post(
      "/logout",
      route(async (req, res) => {
        await siteFunctionsOnly(req);
        const id = sessionId(req.body);
        if (!id) throw new InvalidPayloadError({ reason: "Invalid session id" });
        await database("site_sessions").where({ id }).delete();
        res.status(204).end();
      }),
    );
  },
};
