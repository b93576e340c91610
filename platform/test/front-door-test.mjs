/**
 * The self-hosted front door proven on the real engines (`npm run test:platform`): the last
 * self-hosted build served by Debian's nginx with two Functions replicas, checked with real
 * requests. Phase 1 runs against the CMS the build used; phase 2 puts a stub CMS behind two
 * fresh replicas to hold a request in flight while a replica is killed or stopped.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { selfHostedPaths } from "../adapter/output-paths.mjs";
import { writeSiteConfig } from "../nginx/write-site-config.mjs";
import { createChecks } from "./checks.mjs";
import { postJson, request } from "./http-client.mjs";
import { nginxWorkerUser } from "./nginx-user.mjs";
import { freePort, startNginx, startReplica } from "../processes.mjs";
import { storedSignUps } from "./stored-sign-ups.mjs";
import { startStubCms } from "./stub-cms.mjs";

/**
 * @typedef {import("./http-client.mjs").Answer} Answer
 * @typedef {import("../processes.mjs").Running} Running
 * @typedef {import("gatsby").IStaticRoute} StaticRoute
 * @typedef {import("gatsby").IRedirectRoute} RedirectRoute
 */

const revalidate = "public, max-age=0, must-revalidate";
const immutable = "public, max-age=31536000, immutable";

/**
 * @param {Promise<unknown>} promise
 * @param {number} ms
 * @param {string} what
 */
const within = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms).unref()),
  ]);

/**
 * @param {{ env: NodeJS.ProcessEnv, adminToken: string, siteRoot?: string }} options
 * @returns {Promise<{ passed: number, failed: number }>}
 */
export const runFrontDoorTest = async ({ env, adminToken, siteRoot = process.cwd() }) => {
  const { check, result } = createChecks();

  const paths = selfHostedPaths(siteRoot);
  /** @type {import("gatsby").RoutesManifest} */
  const routes = JSON.parse(readFileSync(path.join(paths.manifestsDir, "routes.json"), "utf8"));
  const staticRoutes = /** @type {StaticRoute[]} */ (routes.filter((route) => route.type === "static"));
  const redirects = /** @type {RedirectRoute[]} */ (routes.filter((route) => route.type === "redirect"));
  const routeOfFile = (/** @type {string} */ filePath) => staticRoutes.find((route) => route.filePath === filePath);
  const blogRedirect = redirects.find((route) => route.path === "/blog/blog-details/");
  const permanentRedirect = redirects.find((route) => route.status === 301 && !route.path.startsWith("/light/"));
  if (!blogRedirect || !permanentRedirect) throw new Error("The build's routes manifest lacks the site's redirects");
  const postPath = blogRedirect.toPath;
  // This build's app bundle (public/ may still hold an earlier build's, which Gatsby leaves there).
  /** @type {{ app?: string[] }} */
  const chunkMap = JSON.parse(readFileSync(path.join(paths.publicDir, "chunk-map.json"), "utf8"));
  const appScript = chunkMap.app?.find((file) => /^\/app-[0-9a-f]+\.js$/.test(file))?.slice(1);
  const staticImage = staticRoutes.find((route) => route.filePath.startsWith("public/static/"));
  if (!appScript || !staticImage) throw new Error("The build has no app-*.js or no file under static/");

  const temp = await mkdtemp(path.join(os.tmpdir(), "front-door-"));
  /** @type {Running[]} */
  const running = [];
  /** @type {Awaited<ReturnType<typeof startStubCms>> | undefined} */
  let stub;
  const replicaEnv = { ...env, TRUST_PROXY: "true" };
  const workerUser = nginxWorkerUser(paths.publicDir);

  /**
   * Writes a deployment's nginx files into temp/NAME and starts nginx on them.
   * @param {string} name
   * @param {number[]} replicaPorts
   */
  const frontDoor = async (name, replicaPorts) => {
    const port = await freePort();
    const written = writeSiteConfig({
      routesDir: paths.nginxDir,
      publicDir: paths.publicDir,
      outDir: path.join(temp, name),
      listen: `127.0.0.1:${port}`,
      functions: replicaPorts.map((replicaPort) => `127.0.0.1:${replicaPort}`),
      user: workerUser,
    });
    const nginx = await startNginx({ mainConfPath: written.mainConfPath, stateDir: written.stateDir, port });
    running.push(nginx);
    return { port, stateDir: written.stateDir };
  };

  /**
   * @param {number} port
   * @param {NodeJS.ProcessEnv} replicaEnvironment
   */
  const replica = async (port, replicaEnvironment = replicaEnv) => {
    const started = await startReplica({ port, env: replicaEnvironment, functionsDir: paths.functionsDir });
    running.push(started);
    return started;
  };

  try {
    // ---- Phase 1: the build, two replicas on the real CMS, nginx in front.
    const [r1, r2] = [await freePort(), await freePort()];
    const replica1 = await replica(r1);
    const replica2 = await replica(r2);
    const { port, stateDir } = await frontDoor("phase-1", [r1, r2]);
    console.log(
      `front door: nginx on ${port} (workers as ${workerUser ?? "nginx's default user"}), Functions replicas on ${r1} and ${r2}`,
    );

    /**
     * The route's own headers (Gatsby's computation, from gatsby-config `headers`) are sent as they are.
     * @param {string} name
     * @param {Answer} answer
     * @param {StaticRoute | RedirectRoute | undefined} route
     */
    const checkRouteHeaders = (name, answer, route) => {
      const wrong = (route?.headers ?? [{ key: "(route)", value: "missing from the manifest" }]).filter(
        ({ key, value }) => answer.headers[key.toLowerCase()] !== value,
      );
      check(
        `${name}: the ${route?.headers.length ?? 0} headers Gatsby computed for it`,
        route !== undefined && wrong.length === 0,
        wrong,
      );
      check(
        `${name}: no Access-Control-Allow-Origin, no X-Powered-By`,
        !answer.headers["access-control-allow-origin"] && !answer.headers["x-powered-by"],
      );
    };

    for (const [name, requestPath, file, status] of /** @type {const} */ ([
      ["home page", "/", "public/index.html", 200],
      ["blog", "/blog/", "public/blog/index.html", 200],
      ["a post", postPath, `public${postPath}index.html`, 200],
      ["the 404 page", "/no-such-page/", "public/404.html", 404],
    ])) {
      const answer = await request({ port, path: requestPath });
      check(`${name} (${requestPath}): status ${status}`, answer.status === status, answer.status);
      check(`${name}: the page's own HTML`, answer.body.equals(readFileSync(path.join(siteRoot, file))));
      checkRouteHeaders(name, answer, routeOfFile(file));
      const csp = String(answer.headers["content-security-policy"] ?? "");
      check(
        `${name}: the site's CSP (frame-ancestors 'none'), HSTS, X-Frame-Options DENY, nosniff, referrer policy`,
        csp.includes("frame-ancestors 'none'") &&
          csp.includes("default-src 'self'") &&
          answer.headers["strict-transport-security"] === "max-age=63072000; includeSubDomains" &&
          answer.headers["x-frame-options"] === "DENY" &&
          answer.headers["x-content-type-options"] === "nosniff" &&
          answer.headers["referrer-policy"] === "same-origin",
        answer.headers,
      );
      check(
        `${name}: revalidated (${revalidate})`,
        answer.headers["cache-control"] === revalidate,
        answer.headers["cache-control"],
      );
    }

    const appBytes = readFileSync(path.join(paths.publicDir, appScript));
    const app = await request({ port, path: `/${appScript}` });
    check(`/${appScript}: 200, the file itself`, app.status === 200 && app.body.equals(appBytes));
    check(`/${appScript}: ${immutable}`, app.headers["cache-control"] === immutable, app.headers["cache-control"]);
    checkRouteHeaders(`/${appScript}`, app, routeOfFile(`public/${appScript}`));
    const appBr = await request({ port, path: `/${appScript}`, headers: { "Accept-Encoding": "br, gzip" } });
    check(
      `/${appScript} for a client that accepts brotli: the precompressed .br, Vary: Accept-Encoding`,
      appBr.headers["content-encoding"] === "br" &&
        String(appBr.headers.vary).includes("Accept-Encoding") &&
        brotliDecompressSync(appBr.body).equals(appBytes) &&
        appBr.body.length < appBytes.length,
      { encoding: appBr.headers["content-encoding"], bytes: appBr.body.length, original: appBytes.length },
    );
    const appGz = await request({ port, path: `/${appScript}`, headers: { "Accept-Encoding": "gzip" } });
    check(
      `/${appScript} for a client that accepts gzip only: the precompressed .gz`,
      appGz.headers["content-encoding"] === "gzip" && gunzipSync(appGz.body).equals(appBytes),
      appGz.headers["content-encoding"],
    );
    const image = await request({ port, path: `/${staticImage.filePath.slice("public/".length)}` });
    check(
      `a file under static/: 200, ${immutable}`,
      image.status === 200 && image.headers["cache-control"] === immutable,
      image.headers["cache-control"],
    );
    const pageData = await request({ port, path: "/page-data/index/page-data.json" });
    check(
      `page-data of / : 200, ${revalidate}`,
      pageData.status === 200 && pageData.headers["cache-control"] === revalidate,
      pageData.headers["cache-control"],
    );

    for (const route of [blogRedirect, permanentRedirect]) {
      for (const from of [route.path, route.path.slice(0, -1)]) {
        const answer = await request({ port, path: from });
        check(
          `${from}: ${route.status} to ${route.toPath} (createRedirect, isPermanent ${route.status === 301})`,
          answer.status === route.status && answer.headers.location === route.toPath,
          { status: answer.status, location: answer.headers.location },
        );
      }
    }
    checkRouteHeaders("the redirect", await request({ port, path: blogRedirect.path }), blogRedirect);
    const slashless = await request({ port, path: "/blog" });
    check("/blog: 301 to /blog/", slashless.status === 301 && slashless.headers.location === "/blog/", slashless.headers);

    // ---- The Functions through nginx.
    const subscription = "/api/outreach/subscription";
    /**
     * @param {Answer} answer
     * @param {number} status
     */
    const isJsonAnswer = (answer, status) => {
      try {
        return (
          answer.status === status &&
          String(answer.headers["content-type"]).startsWith("application/json") &&
          typeof answer.json().message === "string" &&
          !answer.headers["x-powered-by"]
        );
      } catch {
        return false;
      }
    };
    const describe = (/** @type {Answer} */ answer) => ({
      status: answer.status,
      body: answer.body.toString("utf8").slice(0, 200),
    });

    const wrongMethod = await request({ port, path: subscription });
    check(`GET ${subscription}: 405 JSON`, isJsonAnswer(wrongMethod, 405), describe(wrongMethod));
    const wrongType = await request({
      port,
      path: subscription,
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "x",
    });
    check(`POST ${subscription} as text/plain: 415 JSON`, isJsonAnswer(wrongType, 415), describe(wrongType));
    const badEmail = await postJson({ port, path: subscription, data: { email: "not-an-address" }, from: "127.0.0.2" });
    check(
      `POST ${subscription} with a bad e-mail: 400 JSON naming the field`,
      isJsonAnswer(badEmail, 400) && typeof badEmail.json().fieldErrors?.email === "string",
      describe(badEmail),
    );
    const tooLarge = await postJson({
      port,
      path: subscription,
      data: { email: "a@example.com", padding: "x".repeat(100_000) },
      from: "127.0.0.3",
    });
    check(`POST ${subscription} of 100 KB: 413 JSON from nginx (body limit)`, isJsonAnswer(tooLarge, 413), describe(tooLarge));
    const unknown = await postJson({ port, path: "/api/no-such-function", data: {}, from: "127.0.0.3" });
    check("POST /api/no-such-function: 404 JSON", isJsonAnswer(unknown, 404), describe(unknown));

    const email = `platform-${Date.now().toString(36)}@example.com`;
    const good = await postJson({ port, path: subscription, data: { email }, from: "127.0.0.4" });
    check(`POST ${subscription} with a new address: 200 JSON`, isJsonAnswer(good, 200), describe(good));
    const stored = await storedSignUps({ url: /** @type {string} */ (env.DIRECTUS_URL), adminToken, email });
    check("the address is stored in the CMS exactly once", stored.status === 200 && stored.rows === 1, stored);

    // ---- Health.
    const healthy = await request({ port: r1, path: "/healthz" });
    check("replica /healthz with the CMS up: 200", healthy.status === 200 && healthy.json().status === "ok", describe(healthy));
    const closedPort = await freePort();
    const noCmsPort = await freePort();
    const noCms = await replica(noCmsPort, { ...replicaEnv, DIRECTUS_URL: `http://127.0.0.1:${closedPort}` });
    const unhealthy = await request({ port: noCmsPort, path: "/healthz" });
    check(
      "replica /healthz with DIRECTUS_URL on a closed port: 503 naming the cause",
      unhealthy.status === 503 && /DIRECTUS_URL.*ECONNREFUSED/.test(unhealthy.json().message),
      describe(unhealthy),
    );
    const noCmsExit = await noCms.stop("SIGTERM");
    check("an idle replica stops on SIGTERM with exit code 0", noCmsExit.code === 0, noCmsExit);

    // ---- A replica killed: later POSTs reach the other one.
    await replica1.stop("SIGKILL");
    const afterKill = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        postJson({ port, path: subscription, data: { email: "not-an-address" }, from: `127.0.0.${20 + index}` }).catch(
          (error) => /** @type {Answer} */ ({ status: 0, headers: {}, body: Buffer.from(String(error)), json: () => ({}) }),
        ),
      ),
    );
    const answeredByTheOther = afterKill.filter((answer) => isJsonAnswer(answer, 400)).length;
    check(
      "replica 1 killed (SIGKILL): 8 of 8 following POSTs answered by replica 2 (400 JSON), 0 client errors",
      answeredByTheOther === 8,
      afterKill.map(describe),
    );
    const errorLog = readFileSync(path.join(stateDir, "error.log"), "utf8");
    check(
      "nginx moved them on because the connection was refused (its error log)",
      /connect\(\) failed \(111: Connection refused\) while connecting to upstream/.test(errorLog),
      errorLog.slice(-500),
    );

    await replica2.stop("SIGTERM");
    const noReplica = await postJson({ port, path: subscription, data: { email: "nobody@example.com" }, from: "127.0.0.30" });
    check(
      "no replica left: 503 JSON from nginx, with Retry-After",
      isJsonAnswer(noReplica, 503) && noReplica.headers["retry-after"] === "10",
      describe(noReplica),
    );

    // ---- Phase 2: requests held in flight by a stub CMS.
    stub = await startStubCms();
    const [r3, r4] = [await freePort(), await freePort()];
    const stubEnv = (/** @type {string} */ name) => ({ ...replicaEnv, DIRECTUS_URL: `http://127.0.0.1:${stub?.port}/${name}` });
    /** @type {Record<string, { port: number, process: Running }>} */
    const replicas = {
      r3: { port: r3, process: await replica(r3, stubEnv("r3")) },
      r4: { port: r4, process: await replica(r4, stubEnv("r4")) },
    };
    const phase2 = await frontDoor("phase-2", [r3, r4]);

    // Killed with a POST in flight: the POST was sent, so it is not tried on the other replica.
    stub.setBehaviour({ hold: "hang" });
    const arrived = stub.nextCreate();
    const inFlight = postJson({ port: phase2.port, path: subscription, data: { email: "held@example.com" }, from: "127.0.0.40" });
    const held = /** @type {import("./stub-cms.mjs").Create} */ (await within(arrived, 10_000, "the held create"));
    await replicas[held.replica]?.process.stop("SIGKILL");
    const lost = await inFlight;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    check(
      "a replica killed with a POST in flight: the client gets 503 JSON (its entries kept), not a retry",
      isJsonAnswer(lost, 503),
      describe(lost),
    );
    check(
      "...and the CMS saw that POST once: nginx did not send it to the other replica",
      stub.creates.length === 1,
      stub.creates,
    );

    // The killed replica comes back on its port; then one is stopped (SIGTERM) with a POST in
    // flight, behind an nginx of its own. The one before took the replica out for its
    // fail_timeout (10 s), in the one worker process that saw the kill (no shared zone): had the
    // drained POST landed in that worker, it would have gone to the other replica, and once that
    // one had drained, that worker would have had no replica left for the POSTs after it (a 503,
    // in one fresh-clone run).
    const revived = /** @type {{ port: number, process: Running }} */ (replicas[held.replica]);
    revived.process = await replica(revived.port, stubEnv(held.replica));
    const phase3 = await frontDoor("phase-3", [r3, r4]);
    stub.setBehaviour({ hold: "answer", delayMs: 1500 });
    const before = stub.creates.length;
    const arriving = stub.nextCreate();
    const draining = postJson({
      port: phase3.port,
      path: subscription,
      data: { email: "drained@example.com" },
      from: "127.0.0.41",
    });
    const drainedCreate = /** @type {import("./stub-cms.mjs").Create} */ (await within(arriving, 10_000, "the create to drain"));
    const stopping = /** @type {{ port: number, process: Running }} */ (replicas[drainedCreate.replica]);
    stopping.process.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await request({ port: stopping.port, path: "/healthz" }).then(
      () => "answered",
      (/** @type {NodeJS.ErrnoException} */ error) => error.code,
    );
    check("a replica draining after SIGTERM accepts no new connection", refused === "ECONNREFUSED", refused);
    const finished = await draining;
    check("...and the POST in flight when it got SIGTERM is answered 200", isJsonAnswer(finished, 200), describe(finished));
    const drainedExit = await stopping.process.exited;
    check("...then it exits with code 0", drainedExit.code === 0, drainedExit);
    const afterDrain = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        postJson({
          port: phase3.port,
          path: subscription,
          data: { email: `after-${index}@example.com` },
          from: `127.0.0.${50 + index}`,
        }),
      ),
    );
    check(
      "4 of 4 POSTs after the drain answered 200 by the other replica, and the CMS got 1 + 4 creates",
      afterDrain.every((answer) => isJsonAnswer(answer, 200)) && stub.creates.length - before === 5,
      { answers: afterDrain.map(describe), creates: stub.creates.length - before },
    );
  } finally {
    for (const child of running.reverse()) await child.stop("SIGTERM");
    await stub?.close();
    await rm(temp, { recursive: true, force: true });
  }

  const { passed, failed } = result();
  console.log(`\nplatform: ${passed} passed, ${failed} failed`);
  return { passed, failed };
};
