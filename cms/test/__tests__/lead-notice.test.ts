/** @jest-environment node */
// The module lives with the embedded CMS (cms/provisioning), whose folder Jest does not crawl.
import vm from "node:vm";
import { isUneditedLeadNoticeScript, leadNotice, leadNoticeScript } from "../../provisioning/lead-notice.mjs";

const staff = [{ id: "0b7c6a1e-0000-4000-8000-000000000001" }, { id: "0b7c6a1e-0000-4000-8000-000000000002" }];
const env = { PUBLIC_URL: "https://cms.example.com/" };

/** The flow's data for a new item of `collection`. */
const flowData = (collection: string, key: number, payload: Record<string, unknown>) => ({
  $trigger: { event: `${collection}.items.create`, collection, key, payload },
  staff,
  $env: env,
});

/** Text with its numeric character references read. */
const decode = (markdown: string) => markdown.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** Markdown links in a message: `[text](href)` pairs. */
const links = (message: string) => [...message.matchAll(/\[([^\]]*)\]\(([^)]*)\)/g)].map((match) => match[2]);

describe("leadNotice", () => {
  test("a contact enquiry: who, the start of the message, a reply link and the item's link, for every staff member", () => {
    const notice = leadNotice(
      flowData("outreach_enquiries", 42, {
        name: "Grace Hopper",
        email: "grace@example.com",
        phone: "5550104242",
        message: "A compiler for our logistics rules.\n\nSecond paragraph.",
      }),
    );
    expect(notice.recipients).toEqual(staff.map((user) => user.id));
    expect(notice.subject).toBe("New enquiry from Grace Hopper");
    expect(notice.message).toContain("**Contact enquiry** from **Grace Hopper**");
    expect(notice.message).toContain("A compiler for our logistics rules&#46; Second paragraph&#46;");
    // The phone number is in the entry, one click away; the notice does not repeat it.
    expect(notice.message).not.toContain("5550104242");
    expect(links(notice.message)).toEqual([
      "mailto:grace@example.com",
      "https://cms.example.com/admin/content/outreach_enquiries/42",
    ]);
  });

  test("a questionnaire: person, company, project, budget, timeline and the brief", () => {
    const notice = leadNotice(
      flowData("requirements_submissions", 7, {
        companyName: "Hopper Logistics",
        contactPerson: "Grace Hopper",
        emailAddress: "grace@example.com",
        projectName: "Route planner",
        briefDescription: "Plan delivery routes for 40 vans",
        budget: "$20k",
        timeline: "",
      }),
    );
    expect(notice.subject).toBe("New project questionnaire: Route planner");
    expect(notice.message).toContain("from **Grace Hopper** of **Hopper Logistics**");
    expect(notice.message).toContain("**Project:** Route planner");
    expect(notice.message).toContain("**Budget:** $20k");
    expect(notice.message).not.toContain("Timeline");
    expect(notice.message).toContain("**Brief:** Plan delivery routes for 40 vans");
    expect(links(notice.message)).toEqual([
      "mailto:grace@example.com",
      "https://cms.example.com/admin/content/requirements_submissions/7",
    ]);
  });

  test("a newsletter sign-up: the address", () => {
    const notice = leadNotice(flowData("subscriptions", 9, { email: "reader@example.com" }));
    expect(notice.subject).toBe("New newsletter sign-up: reader@example.com");
    expect(links(notice.message)).toEqual(["mailto:reader@example.com", "https://cms.example.com/admin/content/subscriptions/9"]);
  });

  test("a visitor's words add no link, image, HTML or formatting, and long ones are cut", () => {
    const hostile =
      "Hi ![x](https://evil.example/p.png) [click](https://evil.example) <img src=x onerror=alert(1)> **b** ~~s~~ `c` &lt; www.evil.example";
    const notice = leadNotice(
      flowData("outreach_enquiries", 1, {
        name: "[Boss](https://evil.example)",
        email: "a_b(c)@example.com",
        message: `${hostile} ${"x".repeat(400)}`,
      }),
    );
    const name = /from \*\*(.*?)\*\* \(/.exec(notice.message)?.[1] ?? "";
    const message = /\*\*Message:\*\* (.*)\n/.exec(notice.message)?.[1] ?? "";
    // Every character Markdown or HTML could read is a character reference: shown, never read.
    for (const part of [name, message]) expect(part.replace(/&#\d+;/g, "")).not.toMatch(/[[\]()<>*`~!_\\&.:@]/);
    expect(decode(name)).toBe("[Boss](https://evil.example)");
    expect(decode(message)).toBe(`${hostile} ${"x".repeat(300 - hostile.length - 2)}…`);
    expect(links(notice.message)).toEqual([
      "mailto:a_b%28c%29@example.com",
      "https://cms.example.com/admin/content/outreach_enquiries/1",
    ]);
    expect(notice.message).toMatch(/x…\n\n/);
    expect(notice.message.length).toBeLessThan(1200);
    // The subject is plain text (the app and e-mail show it as such); it is only kept short.
    expect(notice.subject).toBe("New enquiry from [Boss](https://evil.example)");
  });

  test("no staff, no recipients; duplicates and malformed users are dropped; no PUBLIC_URL, no link", () => {
    expect(
      leadNotice({ $trigger: { collection: "subscriptions", key: 1, payload: { email: "a@example.com" } } }).recipients,
    ).toEqual([]);
    const notice = leadNotice({
      $trigger: { collection: "subscriptions", key: 1, payload: { email: "a@example.com" } },
      staff: [staff[0], staff[0], null, { id: 5 }, {}],
    });
    expect(notice.recipients).toEqual([staff[0]!.id]);
    expect(links(notice.message)).toEqual(["mailto:a@example.com"]);
  });
});

describe("leadNoticeScript", () => {
  test("runs as Directus runs it (module.exports called with the flow's data) and gives the same notice", () => {
    const code = leadNoticeScript();
    const sandbox = { module: { exports: null as unknown } };
    vm.runInNewContext(code, sandbox);
    const data = flowData("subscriptions", 3, { email: "reader@example.com" });
    expect((sandbox.module.exports as typeof leadNotice)(data)).toEqual(leadNotice(data));
  });

  test("holds no double braces, which Directus would read as templates", () => {
    expect(leadNoticeScript()).not.toMatch(/\{\{|\}\}/);
  });

  test("tells an unedited copy from an edited one", () => {
    const code = leadNoticeScript();
    expect(isUneditedLeadNoticeScript(code)).toBe(true);
    expect(isUneditedLeadNoticeScript(code.replace("Budget", "Price"))).toBe(false);
    expect(isUneditedLeadNoticeScript("module.exports = () => ({});")).toBe(false);
    expect(isUneditedLeadNoticeScript(undefined)).toBe(false);
  });

  test("still knows the copies made while it lived in cms/scripts, so they get its newer versions", () => {
    const code = leadNoticeScript();
    expect(code.startsWith("// Made by cms/provisioning/lead-notice.mjs, version ")).toBe(true);
    const older = code
      .replace("cms/provisioning/lead-notice.mjs", "cms/scripts/lead-notice.mjs")
      .replace("provisioning updates", "seed updates");
    expect(isUneditedLeadNoticeScript(older)).toBe(true);
    expect(isUneditedLeadNoticeScript(older.replace("Budget", "Price"))).toBe(false);
  });
});
