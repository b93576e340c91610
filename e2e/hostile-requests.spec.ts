import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { honeypotFieldName } from "../src/lib/forms/honeypot";
import { asVisitor, uniqueEmail } from "./support/forms";

/**
 * Hostile and malformed requests sent to `gatsby serve` itself, so Gatsby's own middleware
 * (body parsers, the per-request reload of each Function; multipart parsing is patched out)
 * is part of what is tested. Every answer must be our JSON with the right 4xx status: never a 500, never
 * Express's HTML error page, never a stack trace.
 */
const endpoints = [
  "/api/outreach/subscription",
  "/api/outreach",
  "/api/user/login",
  "/api/user/register",
  "/api/requirements",
  "/api/user/logout",
];

const json = "application/json";
const sameOrigin = { "Sec-Fetch-Site": "same-origin" };
const valid = JSON.stringify({ email: "ada@example.com", name: "Ada", phone: "5550109999", message: "Hello" });

interface Hostile {
  name: string;
  endpoint: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  multipart?: Record<string, string>;
  status: number;
}

const megabytes = (count: number) => Buffer.alloc(Math.round(count * 1024 * 1024), "a");
const jsonOfSize = (bytes: number) => JSON.stringify({ email: "ada@example.com", message: "m".repeat(bytes) });

const hostile: Hostile[] = [
  ...endpoints.flatMap((endpoint) =>
    ["GET", "PUT", "DELETE", "PATCH"].map((method) => ({ name: `${method} ${endpoint}`, endpoint, method, status: 405 })),
  ),
  {
    name: "POST on who-am-I",
    endpoint: "/api/user/me",
    method: "POST",
    headers: { "Content-Type": json },
    body: "{}",
    status: 405,
  },
  { name: "multipart contact enquiry (curl -F)", endpoint: "/api/outreach", multipart: { email: "a@b.co" }, status: 415 },
  { name: "multipart registration", endpoint: "/api/user/register", multipart: { email: "a@b.co", password: "x" }, status: 415 },
  // Refused by type, unread: no Function takes multipart (see e2e/hostile-requests-2.spec.ts).
  {
    name: "multipart without a boundary",
    endpoint: "/api/outreach",
    headers: { "Content-Type": "multipart/form-data" },
    body: "--x\r\n",
    status: 415,
  },
  {
    name: "multipart with a broken part",
    endpoint: "/api/user/login",
    headers: { "Content-Type": "multipart/form-data; boundary=x" },
    body: "--x\r\nbroken\r\n",
    status: 415,
  },
  {
    name: "multipart file over 1 MB",
    endpoint: "/api/outreach",
    headers: { "Content-Type": "multipart/form-data; boundary=x" },
    body: Buffer.concat([
      Buffer.from('--x\r\nContent-Disposition: form-data; name="f"; filename="a.bin"\r\n\r\n'),
      megabytes(1.5),
      Buffer.from("\r\n--x--\r\n"),
    ]),
    status: 415,
  },
  {
    name: "urlencoded subscription",
    endpoint: "/api/outreach/subscription",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "email=a%40b.co",
    status: 415,
  },
  {
    name: "urlencoded login",
    endpoint: "/api/user/login",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "email=a%40b.co&password=x",
    status: 415,
  },
  { name: "text/plain body", endpoint: "/api/outreach", headers: { "Content-Type": "text/plain" }, body: valid, status: 415 },
  { name: "no content type", endpoint: "/api/requirements", body: "{}", status: 415 },
  {
    name: "JSON of 33 KB",
    endpoint: "/api/outreach",
    headers: { "Content-Type": json },
    body: jsonOfSize(33 * 1024),
    status: 413,
  },
  {
    name: "JSON of 900 KB",
    endpoint: "/api/outreach/subscription",
    headers: { "Content-Type": json },
    body: jsonOfSize(900 * 1024),
    status: 413,
  },
  {
    name: "JSON of 1 MB and a byte",
    endpoint: "/api/user/login",
    headers: { "Content-Type": json },
    body: jsonOfSize(1024 * 1024 + 1),
    status: 413,
  },
  {
    name: "JSON of 2 MB",
    endpoint: "/api/outreach",
    headers: { "Content-Type": json },
    body: jsonOfSize(2 * 1024 * 1024),
    status: 413,
  },
  {
    name: "gzip with junk",
    endpoint: "/api/outreach",
    headers: { "Content-Type": json, "Content-Encoding": "gzip" },
    body: "this is not gzip",
    status: 400,
  },
  {
    name: "deflate with junk",
    endpoint: "/api/user/register",
    headers: { "Content-Type": json, "Content-Encoding": "deflate" },
    body: "nor deflate",
    status: 400,
  },
  {
    name: "gzip bomb (5 MB inflated)",
    endpoint: "/api/outreach/subscription",
    headers: { "Content-Type": json, "Content-Encoding": "gzip" },
    body: gzipSync(jsonOfSize(5 * 1024 * 1024)),
    status: 413,
  },
  {
    name: "brotli (not read)",
    endpoint: "/api/outreach",
    headers: { "Content-Type": json, "Content-Encoding": "br" },
    body: valid,
    status: 415,
  },
  {
    name: "made-up encoding",
    endpoint: "/api/requirements",
    headers: { "Content-Type": json, "Content-Encoding": "x-rot13" },
    body: "{}",
    status: 415,
  },
  {
    name: "broken JSON",
    endpoint: "/api/outreach/subscription",
    headers: { "Content-Type": json },
    body: '{"email": ',
    status: 400,
  },
  { name: "JSON array", endpoint: "/api/user/register", headers: { "Content-Type": json }, body: "[]", status: 400 },
  {
    name: "invalid UTF-8",
    endpoint: "/api/outreach",
    headers: { "Content-Type": json },
    body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    status: 400,
  },
  {
    name: "cross-site origin",
    endpoint: "/api/outreach/subscription",
    headers: { "Content-Type": json, Origin: "https://evil.example" },
    body: '{"email":"a@b.co"}',
    status: 403,
  },
  {
    name: "cross-site fetch metadata",
    endpoint: "/api/user/login",
    headers: { "Content-Type": json, "Sec-Fetch-Site": "cross-site" },
    body: "{}",
    status: 403,
  },
  {
    name: "filled honeypot",
    endpoint: "/api/outreach",
    headers: { "Content-Type": json },
    body: JSON.stringify({ ...JSON.parse(valid), [honeypotFieldName]: "spam" }),
    status: 400,
  },
  {
    name: "extra field",
    endpoint: "/api/outreach/subscription",
    headers: { "Content-Type": json },
    body: '{"email":"a@b.co","admin":true}',
    status: 400,
  },
  {
    name: "role smuggled into registration",
    endpoint: "/api/user/register",
    headers: { "Content-Type": json },
    body: JSON.stringify({
      username: "eve",
      email: "eve@example.com",
      password: "harbor violet compass 77",
      rePassword: "harbor violet compass 77",
      TOS: true,
      role: "admin",
    }),
    status: 400,
  },
];

const send = (request: APIRequestContext, item: Hostile): Promise<APIResponse> =>
  request.fetch(item.endpoint, {
    method: item.method ?? "POST",
    headers: { ...sameOrigin, ...asVisitor(), ...item.headers },
    ...(item.multipart ? { multipart: item.multipart } : item.body !== undefined ? { data: item.body } : {}),
    failOnStatusCode: false,
    // The 40-odd requests of the test below took 10.3 s together here, so no one of them more.
    timeout: 10_000,
  });

/** A JSON answer with a message for people, not an error page or a stack trace. */
const expectJsonAnswer = async (answer: APIResponse, status: number, label: string) => {
  expect(answer.status(), label).toBe(status);
  expect(answer.headers()["content-type"], label).toMatch(/^application\/json/);
  const text = await answer.text();
  expect(text, label).not.toMatch(/<html|<pre|\bat .+\.(js|ts):\d+/i);
  expect(JSON.parse(text), label).toEqual(expect.objectContaining({ message: expect.any(String) }));
};

test("every hostile or malformed request gets our JSON 4xx from the served site", async ({ request }) => {
  // Measured 10.3 s here.
  test.setTimeout(35_000);
  expect(hostile.length).toBeGreaterThanOrEqual(40);
  for (const item of hostile) await expectJsonAnswer(await send(request, item), item.status, item.name);
});

test("15 wrong logins from one address: 401 ten times, then 429 with Retry-After", async ({ request }) => {
  // Measured 14.8 s here.
  test.setTimeout(45_000);
  const sameAddress = asVisitor();
  const statuses: number[] = [];
  let retryAfter: string | undefined;
  for (let attempt = 0; attempt < 15; attempt += 1) {
    const answer = await request.post("/api/user/login", {
      data: { email: uniqueEmail("spray"), password: "not the password at all" },
      headers: { ...sameOrigin, ...sameAddress },
    });
    statuses.push(answer.status());
    retryAfter = answer.headers()["retry-after"] ?? retryAfter;
  }
  expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(5).fill(429)]);
  expect(Number(retryAfter)).toBeGreaterThan(0);
});

test("30 newsletter sign-ups from one address: the first 10 are taken, the rest refused", async ({ request }) => {
  const sameAddress = asVisitor();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const answer = await request.post("/api/outreach/subscription", {
      data: { email: uniqueEmail("flood") },
      headers: { ...sameOrigin, ...sameAddress },
    });
    statuses.push(answer.status());
  }
  expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(20).fill(429)]);
});
