/** @jest-environment node */
// The menus and site details the provisioning seeds (cms/provisioning/site-navigation.mjs), planned
// and applied against a Directus in memory; on real engines: platform/test/provisioning-test.mjs.
import { applyChanges } from "../../provisioning/engine/apply.mjs";
import { describeChange, plan } from "../../provisioning/engine/plan.mjs";
import { type Target, mergeParts } from "../../provisioning/engine/spec.mjs";
import { provisioning } from "../../provisioning/index.mjs";
import { navigationCollections, type seededGlobals, siteNavigation } from "../../provisioning/site-navigation.mjs";
import { fakeDirectus, type FakeDirectus } from "../__fixtures__/fake-directus";

const target: Target = {
  tokens: { build: "build-token", forms: "forms-token", preview: "preview-token", buildService: "build-service-token" },
  previewSiteUrl: "http://127.0.0.1:8001",
  fields: [],
};
const tokensByEmail = Object.fromEntries(provisioning.users.map((user) => [user.email, user.token?.(target)]));

const provisionOnce = async (directus: FakeDirectus) => {
  const state = directus.state(tokensByEmail);
  const planned = plan(provisioning, state, target);
  await applyChanges(planned.changes, state, directus.api);
  return planned.changes.map(describeChange);
};

type SeededLink = { title: string; target_type: string; route: string; sort?: number; children?: SeededLink[] };
type SeededMenu = { key: string; title: string; links: SeededLink[] };

/** A menu as the fake holds it: each link as [title, route], sub-links after their parent's. */
const menuOf = (directus: FakeDirectus, key: string) => {
  const menu = (directus.items.navigation_menus ?? []).find((item) => item.key === key) as SeededMenu | undefined;
  const flat = (links: SeededLink[], depth: number): string[] =>
    links.flatMap((link) => [`${"  ".repeat(depth)}${link.title} → ${link.route}`, ...flat(link.children ?? [], depth + 1)]);
  return menu && { title: menu.title, links: flat(menu.links, 0) };
};

describe("the menus and site details on a fresh Directus", () => {
  it("are made as the site showed them: the header menu with its About dropdown, the footer's columns, the details", async () => {
    const directus = fakeDirectus();
    const changes = await provisionOnce(directus);
    expect(changes).toEqual(
      expect.arrayContaining([
        "+ site details (site_globals)",
        '+ menu "header" (8 links)',
        '+ menu "footer_services" (5 links)',
        '+ menu "footer_links" (5 links)',
        '+ menu "footer_legal" (2 links)',
      ]),
    );
    expect(menuOf(directus, "header")).toEqual({
      title: "Main",
      links: [
        "Home → /",
        "About → /",
        "  About Us → /about/",
        "  Team → /team/",
        "Services → /service/",
        "Blog → /blog/",
        "Contact → /contact/",
        "Portfolio → /portfolio/",
      ],
    });
    expect(menuOf(directus, "footer_services")).toEqual({
      title: "Services",
      links: [
        "Custom Software Development → /service/software-dev/",
        "Web Development → /service/web-dev/",
        "Mobile App Development → /service/mobile-app/",
        "UI/UX Design → /service/ui-design/",
        "Systems Integration Consulting → /contact/",
      ],
    });
    expect(menuOf(directus, "footer_links")).toEqual({
      title: "Links",
      links: ["Home → /", "About → /about/", "Services → /service/", "Blog → /blog/", "Contact → /contact/"],
    });
    expect(menuOf(directus, "footer_legal")).toEqual({ title: "Legal", links: ["Terms of Use → /", "Privacy Policy → /"] });
    expect(directus.items.site_globals).toEqual([
      {
        agency_name: "Northbeam Studio",
        copyright_line: "© 2024 Northbeam Studio. All rights reserved.",
        contact_email: "hello@northbeam.studio",
        support_email: "support@northbeam.studio",
        header_button: { title: "Login | Register", target_type: "route", route: "/login/" },
      },
    ]);
  });

  it("orders each list of links as the app does (sort 1, 2, 3...)", async () => {
    const directus = fakeDirectus();
    await provisionOnce(directus);
    const header = (directus.items.navigation_menus ?? []).find((item) => item.key === "header") as SeededMenu;
    expect(header.links.map((link) => link.sort)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(header.links[1]?.children?.map((link) => link.sort)).toEqual([1, 2]);
  });

  it("may be read by the public, the build and the preview tokens; none of the site's policies writes them", () => {
    for (const policyName of ["public", "Site build", "Site preview"]) {
      const policy = provisioning.policies.find((candidate) =>
        policyName === "public" ? candidate.public : candidate.name === policyName,
      );
      const granted = (policy?.permissions ?? []).filter((permission) =>
        (navigationCollections as readonly string[]).includes(permission.collection),
      );
      expect(granted.map((permission) => `${permission.collection} ${permission.action}`).sort()).toEqual([
        "navigation_links read",
        "navigation_menus read",
        "site_globals read",
      ]);
    }
    const writes = provisioning.policies.flatMap((policy) =>
      (policy.permissions ?? []).filter(
        (permission) =>
          (navigationCollections as readonly string[]).includes(permission.collection) && permission.action !== "read",
      ),
    );
    expect(writes).toEqual([]);
  });
});

describe("the menus and site details once editors own them", () => {
  it("keep every change an editor made: the next run changes nothing", async () => {
    const directus = fakeDirectus();
    await provisionOnce(directus);
    const globals = directus.items.site_globals?.[0] as typeof seededGlobals;
    globals.copyright_line = "© 2025 Northbeam Studio.";
    globals.agency_name = "Northbeam";
    const legal = (directus.items.navigation_menus ?? []).find((item) => item.key === "footer_legal") as SeededMenu;
    legal.title = "Legal notices";
    legal.links = [];

    expect(await provisionOnce(directus)).toEqual([]);
    expect(directus.items.site_globals).toHaveLength(1);
    expect(globals.agency_name).toBe("Northbeam");
  });

  it("make a menu deleted in the app again, with the links the site started with", async () => {
    const directus = fakeDirectus();
    await provisionOnce(directus);
    directus.items.navigation_menus = (directus.items.navigation_menus ?? []).filter((item) => item.key !== "footer_links");

    expect(await provisionOnce(directus)).toEqual(['+ menu "footer_links" (5 links)']);
    expect(menuOf(directus, "footer_links")?.links).toHaveLength(5);
  });

  it("are described once: two parts seeding the same menu are a mistake in the data", () => {
    expect(() => mergeParts([siteNavigation, siteNavigation])).toThrow(
      "provisioning data: the content site_globals is described twice",
    );
  });
});

describe("the live preview", () => {
  const previewFlow = (directus: FakeDirectus) =>
    directus.rows.flows.find((row) => row.name === "Refresh the preview on content changes") as
      { options: { collections: string[] } } | undefined;

  it("follows saves of the menus and site details, as of posts and categories", async () => {
    const directus = fakeDirectus();
    await provisionOnce(directus);
    expect(previewFlow(directus)?.options.collections).toEqual([
      "posts",
      "categories",
      "site_globals",
      "navigation_menus",
      "navigation_links",
    ]);
  });

  it("gains them in a flow made before the menus were in the CMS, keeping an admin's other collections", async () => {
    const directus = fakeDirectus();
    await provisionOnce(directus);
    const flow = previewFlow(directus)!;
    flow.options = { ...flow.options, collections: ["posts", "team"] };
    expect(await provisionOnce(directus)).toEqual(['~ flow "Refresh the preview on content changes" (options)']);
    expect(flow.options.collections).toEqual(["posts", "team", "site_globals", "navigation_menus", "navigation_links"]);
    expect(await provisionOnce(directus)).toEqual([]);
  });
});
