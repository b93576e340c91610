/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { activateRelease, createRelease, currentRelease, listReleases, pruneReleases, releasesLayout } from "../releases.mjs";
import { rollback } from "../rollback.mjs";

/** A build in the checkout's shape: public/ and the adapter's routes files. */
const writeBuild = (root: string, files: Record<string, string>) => {
  rmSync(path.join(root, "public"), { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, "public", file)), { recursive: true });
    writeFileSync(path.join(root, "public", file), text);
  }
  mkdirSync(path.join(root, "nginx"), { recursive: true });
  writeFileSync(path.join(root, "nginx", "routes-http.conf"), "# http\n");
  writeFileSync(path.join(root, "nginx", "routes-server.conf"), "# server\n");
};

describe("releases on disk", () => {
  let root: string;
  let dir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "releases-test-"));
    dir = releasesLayout(path.join(root, "state")).dir;
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const release = (files: Record<string, string>, at: string, keep = 3) => {
    writeBuild(root, files);
    const publicDir = path.join(root, "public");
    return createRelease({ dir, publicDir, routesDir: path.join(root, "nginx"), keep, label: at, now: new Date(at) });
  };

  it("makes each build a release, serves the live one through `current`, and keeps older hashed assets reachable", async () => {
    const first = await release({ "index.html": "one", "app-aaaaaaaaaaaaaaaaaaaa.js": "A" }, "2026-11-26T10:00:00.000Z");
    await activateRelease(dir, first.id);
    const second = await release({ "index.html": "two", "app-bbbbbbbbbbbbbbbbbbbb.js": "B" }, "2026-11-26T11:00:00.000Z");
    await activateRelease(dir, second.id);

    const live = releasesLayout(path.join(root, "state"));
    expect(readlinkSync(live.current)).toBe(second.id);
    expect(readFileSync(path.join(live.publicDir, "index.html"), "utf8")).toBe("two");
    expect(readFileSync(path.join(live.routesDir, "routes-server.conf"), "utf8")).toBe("# server\n");
    // The first release's chunk, linked (one file on disk), not copied.
    expect(second.keptAssets).toBe(1);
    const keptChunk = path.join(live.publicDir, "app-aaaaaaaaaaaaaaaaaaaa.js");
    expect(statSync(keptChunk).ino).toBe(statSync(path.join(dir, first.id, "public", "app-aaaaaaaaaaaaaaaaaaaa.js")).ino);
    // Kept assets are not the release's own: a third release does not carry them forward from it.
    expect(second.assets).toEqual(["app-bbbbbbbbbbbbbbbbbbbb.js"]);
    expect(await listReleases(dir)).toEqual([first.id, second.id]);
    expect(existsSync(path.join(dir, `${second.id}.partial`))).toBe(false);
  });

  it("prunes all but the newest `keep` releases, a live old one excepted, and rolls back one release at a time", async () => {
    const made: string[] = [];
    for (const [index, at] of ["10", "11", "12", "13"].entries()) {
      const info = await release({ "index.html": String(index) }, `2026-11-26T${at}:00:00.000Z`);
      await activateRelease(dir, info.id);
      made.push(info.id);
    }
    const pidFile = path.join(root, "no-nginx.pid");
    const state = path.join(root, "state");
    expect(await rollback({ stateDir: state, nginxPidFile: pidFile })).toEqual({ from: made[3], to: made[2], reloaded: false });
    expect(await rollback({ stateDir: state, nginxPidFile: pidFile })).toEqual({ from: made[2], to: made[1], reloaded: false });
    expect(await currentRelease(dir)).toBe(made[1]);

    expect(await pruneReleases(dir, 2)).toEqual([made[0]]);
    expect(await listReleases(dir)).toEqual(made.slice(1));
    expect(await rollback({ stateDir: state, nginxPidFile: pidFile }).catch((error: Error) => error.message)).toMatch(
      /oldest kept/,
    );
  });

  it("refuses to make live a release that is not there", async () => {
    await expect(activateRelease(dir, "20261126T100000000Z")).rejects.toThrow(/no release/);
  });
});
