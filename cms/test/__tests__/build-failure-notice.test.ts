/** @jest-environment node */
import vm from "node:vm";
import {
  buildFailureNotice,
  buildFailureNoticeScript,
  isUneditedBuildFailureNoticeScript,
} from "../../provisioning/build-failure-notice.mjs";

const staff = [{ id: "0d6b9f0e-1111-4a4a-9b9b-000000000001" }, { id: "0d6b9f0e-1111-4a4a-9b9b-000000000002" }];
const env = { PUBLIC_URL: "https://cms.example.com/" };

describe("buildFailureNotice", () => {
  test("a failed build (an update of its row): every staff member, the error, the live site unchanged, a link to the row", () => {
    const notice = buildFailureNotice({
      $trigger: { keys: ["5c1e"], payload: { status: "failed", error: "ERROR #11321 DIRECTUS_TOKEN was refused (401)" } },
      build_staff: [...staff, staff[0], null, { id: 7 }],
      $env: env,
    });
    expect(notice.recipients).toEqual(staff.map((user) => user.id));
    expect(notice.subject).toBe("A site build failed");
    expect(notice.item).toBe("5c1e");
    expect(notice.message).toContain("Visitors still see the last good release");
    expect(notice.message).toContain("ERROR &#35;11321 DIRECTUS&#95;TOKEN was refused &#40;401&#41;");
    expect(notice.message).toContain("(https://cms.example.com/admin/content/site_builds/5c1e)");
  });

  test("without PUBLIC_URL, no link; without an error, says so", () => {
    const notice = buildFailureNotice({ $trigger: { keys: [12], payload: { status: "failed" } }, build_staff: staff });
    expect(notice.item).toBe("12");
    expect(notice.message).toContain("**Error:** (none given)");
    expect(notice.message).not.toContain("admin/content");
  });

  test("an error's Markdown and links are shown as text, never followed", () => {
    const notice = buildFailureNotice({
      $trigger: { keys: [1], payload: { error: "[click](https://evil.example) <img src=x>" } },
      build_staff: staff,
    });
    expect(notice.message).not.toMatch(/\]\(https:\/\/evil|<img/);
  });
});

describe("buildFailureNoticeScript", () => {
  test("runs as Directus runs it and gives the same notice; holds no double braces", () => {
    const code = buildFailureNoticeScript();
    expect(code).not.toMatch(/\{\{|\}\}/);
    const sandbox = { module: { exports: null as unknown } };
    vm.runInNewContext(code, sandbox);
    const data = { $trigger: { keys: [3], payload: { status: "failed", error: "boom" } }, build_staff: staff, $env: env };
    expect((sandbox.module.exports as typeof buildFailureNotice)(data)).toEqual(buildFailureNotice(data));
  });

  test("tells an unedited copy from an edited one", () => {
    const code = buildFailureNoticeScript();
    expect(isUneditedBuildFailureNoticeScript(code)).toBe(true);
    expect(isUneditedBuildFailureNoticeScript(code.replace("last good release", "last release"))).toBe(false);
    expect(isUneditedBuildFailureNoticeScript(undefined)).toBe(false);
  });
});
