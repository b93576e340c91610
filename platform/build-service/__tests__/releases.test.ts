/** @jest-environment node */
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  existsSync,
} from "node:fs";
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

  it("links the files a build did not rewrite to the newest release's copy, and copies the ones it did", async () => {
    writeBuild(root, { "index.html": "home", "blog/1/index.html": "one", "blog/2/index.html": "two" });
    const publicDir = path.join(root, "public");
    const make = (at: string) =>
      createRelease({ dir, publicDir, routesDir: path.join(root, "nginx"), keep: 3, label: at, now: new Date(at) });
    const first = await make("2026-11-26T10:00:00.000Z");
    expect([first.copiedFiles, first.unchangedFiles]).toEqual([3, 0]);

    // The build rewrites one page with new text of the same length, and another with the same text
    // (a build writes seconds after the last one; here a few milliseconds are enough).
    await new Promise((resolve) => setTimeout(resolve, 10));
    const later = new Date(Date.now() + 5000);
    writeFileSync(path.join(publicDir, "blog", "1", "index.html"), "ONE");
    writeFileSync(path.join(publicDir, "index.html"), "home");
    utimesSync(path.join(publicDir, "index.html"), later, later);
    const second = await make("2026-11-26T11:00:00.000Z");
    expect([second.copiedFiles, second.unchangedFiles]).toEqual([2, 1]);

    const file = (id: string, name: string) => path.join(dir, id, "public", name);
    expect(statSync(file(second.id, "blog/2/index.html")).ino).toBe(statSync(file(first.id, "blog/2/index.html")).ino);
    expect(statSync(file(second.id, "blog/1/index.html")).ino).not.toBe(statSync(file(first.id, "blog/1/index.html")).ino);
    expect(readFileSync(file(second.id, "blog/1/index.html"), "utf8")).toBe("ONE");
    // The first release is never written: its page keeps the text it was made with.
    expect(readFileSync(file(first.id, "blog/1/index.html"), "utf8")).toBe("one");

    // Nothing rewritten: every file is linked, none copied.
    const third = await make("2026-11-26T12:00:00.000Z");
    expect([third.copiedFiles, third.unchangedFiles]).toEqual([0, 3]);
  });

  it("shares each folder of files the build did not change, makes the changed ones anew, and never writes a shared one", async () => {
    writeBuild(root, { "index.html": "home", "blog/index.html": "list", "blog/1/index.html": "one", "blog/2/index.html": "two" });
    const publicDir = path.join(root, "public");
    const make = (at: string) =>
      createRelease({ dir, publicDir, routesDir: path.join(root, "nginx"), keep: 3, label: at, now: new Date(at) });
    const first = await make("2026-11-26T10:00:00.000Z");
    const place = (id: string, name: string) => path.join(dir, id, "public", name);
    // The pages' folders are links into the store; the folders that hold folders are the release's own.
    expect(lstatSync(place(first.id, "blog/1")).isSymbolicLink()).toBe(true);
    expect(lstatSync(place(first.id, "blog")).isSymbolicLink()).toBe(false);
    expect(first.sharedFolders).toHaveLength(2);
    expect(readdirSync(path.join(dir, "shared")).sort()).toEqual([...(first.sharedFolders ?? [])].sort());

    await new Promise((resolve) => setTimeout(resolve, 10));
    writeFileSync(path.join(publicDir, "blog", "1", "index.html"), "ONE");
    const second = await make("2026-11-26T11:00:00.000Z");
    expect([second.copiedFiles, second.unchangedFiles]).toEqual([1, 3]);
    expect(readlinkSync(place(second.id, "blog/2"))).toBe(readlinkSync(place(first.id, "blog/2")));
    expect(readlinkSync(place(second.id, "blog/1"))).not.toBe(readlinkSync(place(first.id, "blog/1")));
    expect(readFileSync(place(second.id, "blog/1/index.html"), "utf8")).toBe("ONE");
    expect(readFileSync(place(first.id, "blog/1/index.html"), "utf8")).toBe("one");
    // The release is whole after its rename: its links resolve from its final place.
    expect(readFileSync(place(second.id, "blog/2/index.html"), "utf8")).toBe("two");
  });

  it("keeps an older release's hashed asset in a folder of the new release's own, never in a shared one", async () => {
    const first = await release({ "index.html": "one", "page-data/sq/d/111.json": "{}" }, "2026-11-26T10:00:00.000Z");
    const second = await release({ "index.html": "two", "page-data/sq/d/222.json": "{}" }, "2026-11-26T11:00:00.000Z");
    const folder = (id: string) => path.join(dir, id, "public", "page-data/sq/d");
    expect(second.keptAssets).toBe(1);
    expect(lstatSync(folder(second.id)).isSymbolicLink()).toBe(false);
    expect(readdirSync(folder(second.id)).sort()).toEqual(["111.json", "222.json"]);
    expect(readdirSync(folder(first.id))).toEqual(["111.json"]);
  });

  it("prunes the shared folders that no kept release uses", async () => {
    const made: string[] = [];
    for (const [index, at] of ["10", "11", "12"].entries()) {
      const info = await release(
        { "index.html": "home", "blog/1/index.html": `post ${index}`, "blog/2/index.html": "same" },
        `2026-11-26T${at}:00:00.000Z`,
      );
      await activateRelease(dir, info.id);
      made.push(info.id);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // blog/2 was written anew by each build here (writeBuild), so each release has its own.
    expect(readdirSync(path.join(dir, "shared"))).toHaveLength(6);
    expect(await pruneReleases(dir, 1)).toEqual(made.slice(0, 2));
    const live = JSON.parse(readFileSync(path.join(dir, made[2]!, "release.json"), "utf8")) as { sharedFolders: string[] };
    expect(readdirSync(path.join(dir, "shared")).sort()).toEqual([...live.sharedFolders].sort());
    expect(readFileSync(path.join(releasesLayout(path.join(root, "state")).publicDir, "blog/1/index.html"), "utf8")).toBe(
      "post 2",
    );
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
