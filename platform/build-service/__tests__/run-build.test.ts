/** @jest-environment node */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { parseTimeLimit, startBuild } from "../run-build.mjs";

/** A CMS that records the build reports sent to it. */
const recordingCms = async () => {
  const requests: { method: string; url: string; body: Record<string, unknown> }[] = [];
  const server: Server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      requests.push({ method: request.method ?? "", url: request.url ?? "", body: JSON.parse(text || "{}") });
      response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(resolve)) };
};

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A build that hangs as a Gatsby build with a stuck worker does: its own process ignores SIGTERM
 * and a child of it (its "worker") keeps running; prints the child's pid.
 */
const hangingBuild = [
  process.execPath,
  "-e",
  `const { spawn } = require("node:child_process");
   const worker = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
   console.log("worker " + worker.pid);
   process.on("SIGTERM", () => {});
   setInterval(() => {}, 1000);`,
];

describe("startBuild", () => {
  it("stops a build past its time limit, with every process of its group, and reports its row failed", async () => {
    const cms = await recordingCms();
    const said = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const started = Date.now();
      const build = startBuild({
        root: os.tmpdir(),
        env: { ...process.env, DIRECTUS_URL: cms.url, SITE_BUILD_REPORT_TOKEN: "report-token", SITE_BUILD_REPORT: "" },
        timeLimitSeconds: 1,
        stopGraceMs: 1000,
        command: [...hangingBuild],
      });
      const run = await build.done;
      const seconds = (Date.now() - started) / 1000;
      expect(run).toMatchObject({ code: 1, timedOut: true });
      // The limit, then SIGTERM (ignored), then SIGKILL after the grace period.
      expect(seconds).toBeGreaterThanOrEqual(2);
      expect(seconds).toBeLessThan(10);
      expect(cms.requests).toHaveLength(1);
      const [report] = cms.requests;
      expect(report?.method).toBe("PATCH");
      expect(report?.url).toMatch(/^\/items\/site_builds\/[0-9a-f-]{36}$/);
      expect(report?.body).toMatchObject({ status: "failed", error: expect.stringContaining("time limit of 1 s") });
      expect(said).toHaveBeenCalledWith(expect.stringContaining("ran past its time limit of 1 s"));
    } finally {
      said.mockRestore();
      await cms.close();
    }
  }, 30_000);

  it("kills the build's worker processes too", async () => {
    const { spawn } = await import("node:child_process");
    // Run startBuild in a child process whose output names the hanging build's worker.
    const script = `
      import { startBuild } from ${JSON.stringify(require.resolve("../run-build.mjs"))};
      const build = startBuild({ root: process.cwd(), env: { PATH: process.env.PATH, SITE_BUILD_REPORT: "off" }, timeLimitSeconds: 1, stopGraceMs: 1000, command: ${JSON.stringify(hangingBuild)} });
      const run = await build.done;
      console.log("done " + JSON.stringify(run));
    `;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (chunk) => (text += chunk));
    await new Promise((resolve) => child.on("close", resolve));
    const worker = Number(/worker (\d+)/.exec(text)?.[1]);
    expect(worker).toBeGreaterThan(0);
    expect(text).toMatch(/done \{"code":1,"seconds":[\d.]+,"timedOut":true\}/);
    expect(alive(worker)).toBe(false);
  }, 30_000);

  it("leaves a build that ends in time alone and reports nothing itself", async () => {
    const cms = await recordingCms();
    try {
      const build = startBuild({
        root: os.tmpdir(),
        env: { ...process.env, DIRECTUS_URL: cms.url, SITE_BUILD_REPORT_TOKEN: "report-token" },
        timeLimitSeconds: 30,
        command: [process.execPath, "-e", "process.exit(process.env.SITE_BUILD_REPORT_ID ? 0 : 3)"],
      });
      // The build is given the id of its report row.
      expect(await build.done).toMatchObject({ code: 0, timedOut: false });
      expect(cms.requests).toEqual([]);
    } finally {
      await cms.close();
    }
  });
});

describe("parseTimeLimit", () => {
  it("takes whole seconds from 60 up, an hour by default", () => {
    expect(parseTimeLimit(undefined)).toBe(3600);
    expect(parseTimeLimit(" ")).toBe(3600);
    expect(parseTimeLimit("900")).toBe(900);
    expect(() => parseTimeLimit("30")).toThrow(/at least 60/);
    expect(() => parseTimeLimit("ten")).toThrow(/BUILD_SERVICE_BUILD_TIME_LIMIT_SECONDS/);
  });
});
