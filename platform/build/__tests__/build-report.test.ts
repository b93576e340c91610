/** @jest-environment node */
import { buildErrorSummary, buildLabel, maxErrorLength, reportTarget, startBuildReport } from "../build-report.mjs";

describe("reportTarget", () => {
  it("reports to DIRECTUS_URL with the report token or the build token", () => {
    expect(reportTarget({ DIRECTUS_URL: "http://127.0.0.1:8055/", DIRECTUS_TOKEN: "build" })).toEqual({
      url: "http://127.0.0.1:8055",
      token: "build",
    });
    expect(
      reportTarget({ DIRECTUS_URL: "https://cms.example.com", DIRECTUS_TOKEN: "build", SITE_BUILD_REPORT_TOKEN: "report" }),
    ).toEqual({
      url: "https://cms.example.com",
      token: "report",
    });
  });

  it("does not report when turned off or without a CMS or token", () => {
    expect(reportTarget({ DIRECTUS_URL: "http://127.0.0.1:8055", DIRECTUS_TOKEN: "build", SITE_BUILD_REPORT: "off" })).toBeNull();
    expect(reportTarget({ DIRECTUS_URL: "http://127.0.0.1:8055" })).toBeNull();
    expect(reportTarget({ DIRECTUS_TOKEN: "build" })).toBeNull();
  });
});

describe("buildLabel", () => {
  it("names what ran the build and the host's commit", () => {
    expect(buildLabel({}, "npm run build")).toBe("npm run build");
    expect(buildLabel({ SITE_BUILD_LABEL: "Netlify production", COMMIT_REF: "0123456789abcdef" }, "npm run build")).toBe(
      "Netlify production (commit 0123456)",
    );
  });
});

describe("buildErrorSummary", () => {
  it("keeps Gatsby's first error block without its stack trace", () => {
    const output = [
      "success load gatsby config - 0.031s",
      "\u001b[31mERROR #11321\u001b[39m  API.NODE.EXECUTION",
      "",
      '"gatsby-source-directus" threw an error while running the sourceNodes lifecycle:',
      "",
      "Directus at http://127.0.0.1:8055 rejected the request with 401. Check DIRECTUS_TOKEN.",
      "",
      "  Error: Directus at http://127.0.0.1:8055 rejected the request with 401.",
      "  - client.ts:97 request",
      "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
      "not finished source and transform nodes - 0.402s",
    ].join("\n");
    expect(buildErrorSummary(output, 1)).toBe(
      'ERROR #11321 API.NODE.EXECUTION "gatsby-source-directus" threw an error while running the sourceNodes lifecycle: Directus at http://127.0.0.1:8055 rejected the request with 401. Check DIRECTUS_TOKEN. Error: Directus at http://127.0.0.1:8055 rejected the request with 401.',
    );
  });

  it("reads yurnalist's lower-case errors, and falls back to the last lines or the exit code", () => {
    expect(
      buildErrorSummary('info x\nerror Building static HTML failed for path "/blog/"\n\n  12 | const x\nsuccess done\n', 1),
    ).toBe('error Building static HTML failed for path "/blog/" 12 | const x');
    expect(buildErrorSummary("one\ntwo\nthree\nfour\n", 1)).toBe("two three four");
    expect(buildErrorSummary("", 137)).toBe("gatsby build exited with code 137");
  });

  it("keeps at most its length", () => {
    const long = `ERROR #1\n${"word ".repeat(400)}`;
    const summary = buildErrorSummary(long, 1);
    expect(summary.length).toBe(maxErrorLength);
    expect(summary.endsWith("…")).toBe(true);
  });
});

describe("startBuildReport", () => {
  const target = { url: "https://cms.example.com", token: "build-token" };
  const times = [new Date("2026-01-05T10:00:00.000Z"), new Date("2026-01-05T10:01:02.500Z")];

  it("creates a started row with its own id, then finishes that row", async () => {
    const fetch = jest.fn(async () => new Response(null, { status: 204 }));
    const now = jest.fn(() => times.shift()!);
    const report = await startBuildReport({ target, summary: "npm run build", fetch, now, warn: jest.fn() });
    expect(report.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await report.finish({ ok: true, durationSeconds: 62.46 })).toBe(true);

    const [[createUrl, create], [updateUrl, update]] = fetch.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(createUrl).toBe("https://cms.example.com/items/site_builds");
    expect(create.method).toBe("POST");
    expect((create.headers as Record<string, string>).Authorization).toBe("Bearer build-token");
    expect(JSON.parse(create.body as string)).toEqual({
      id: report.id,
      kind: "build",
      status: "started",
      summary: "npm run build",
      started_at: "2026-01-05T10:00:00.000Z",
    });
    expect(updateUrl).toBe(`https://cms.example.com/items/site_builds/${report.id}`);
    expect(update.method).toBe("PATCH");
    expect(JSON.parse(update.body as string)).toEqual({
      status: "finished",
      finished_at: "2026-01-05T10:01:02.500Z",
      duration_seconds: 62.5,
      error: null,
    });
  });

  it("reports a failure with its error", async () => {
    const fetch = jest.fn(async () => new Response(null, { status: 204 }));
    const report = await startBuildReport({ target, summary: "npm run build", fetch, warn: jest.fn() });
    await report.finish({ ok: false, durationSeconds: 3, error: "ERROR #11321 ..." });
    const [, [, update]] = fetch.mock.calls as unknown as [[string, RequestInit], [string, RequestInit]];
    expect(JSON.parse(update.body as string)).toMatchObject({ status: "failed", duration_seconds: 3, error: "ERROR #11321 ..." });
  });

  it("only warns when the CMS refuses or is unreachable, and then sends nothing more", async () => {
    const warn = jest.fn();
    const refused = jest.fn(async () => new Response('{"errors":[{"message":"You don\'t have permission"}]}', { status: 403 }));
    const report = await startBuildReport({ target, summary: "x", fetch: refused, warn });
    expect(report.id).toBeNull();
    expect(await report.finish({ ok: true, durationSeconds: 1 })).toBe(false);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/answered 403 .*site_builds permissions.*The build itself is not affected/);
    expect(warn.mock.calls[0]?.[0]).not.toContain("build-token");

    const down = jest.fn(async () => Promise.reject(new TypeError("fetch failed")));
    const unreachable = await startBuildReport({ target, summary: "x", fetch: down, warn });
    expect(unreachable.id).toBeNull();
    expect(warn.mock.calls[1]?.[0]).toMatch(/failed \(fetch failed\)/);
  });

  it("does nothing without a target", async () => {
    const fetch = jest.fn();
    const report = await startBuildReport({ target: null, summary: "x", fetch });
    expect(await report.finish({ ok: false, durationSeconds: 1 })).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
