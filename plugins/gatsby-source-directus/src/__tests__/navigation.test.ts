/** @jest-environment node */
import type { DirectusClient } from "../client";
import { DirectusConfigurationError } from "../errors";
import {
  fetchNavigation,
  missingGlobalsMessage,
  navigationNodeInputs,
  type DirectusNavigationLinkItem,
  type DirectusSiteGlobalsItem,
} from "../navigation";

const globals: DirectusSiteGlobalsItem = {
  id: 1,
  agency_name: "Northbeam Studio",
  copyright_line: "© 2024 Northbeam Studio. All rights reserved.",
  contact_email: "hello@northbeam.studio",
  support_email: "support@northbeam.studio",
  header_button: 21,
};

const link = (fields: Partial<DirectusNavigationLinkItem> & Pick<DirectusNavigationLinkItem, "id" | "title">) => ({
  menu: null,
  parent: null,
  sort: null,
  target_type: "route",
  route: "/",
  post: null,
  page: null,
  url: null,
  ...fields,
});

/** A client answering the three collections, recording what was asked. */
const fakeClient = (answers: { globals: unknown; menus: unknown[]; links: unknown[] }) => {
  const asked: string[] = [];
  const client = {
    get: async (path: string, params: Record<string, string>) => {
      asked.push(`${path}?fields=${params.fields}`);
      return answers.globals;
    },
    getAll: async (path: string, params: Record<string, string>) => {
      asked.push(`${path}?fields=${params.fields}&sort=${params.sort}`);
      return path.endsWith("navigation_menus") ? answers.menus : answers.links;
    },
    getByIds: async () => [],
  } as unknown as DirectusClient;
  return { client, asked };
};

describe("the menus and site details as nodes", () => {
  it("makes one node for the site details, one per menu and one per link, ids as strings", () => {
    const inputs = navigationNodeInputs(
      globals,
      [{ key: "header", title: "Main" }],
      [
        link({ id: 2, title: "About", menu: "header", sort: 2 }),
        link({ id: 3, title: "Team", parent: 2, sort: 2, route: "/team/" }),
        link({ id: 4, title: "Latest", menu: "header", sort: 3, target_type: "post", route: null, post: 12 }),
        link({
          id: 5,
          title: "Offer",
          menu: "header",
          sort: 4,
          target_type: "page",
          route: null,
          page: { slug: "spring-offer" },
        }),
      ],
    );
    expect(inputs).toEqual([
      {
        type: "DirectusSiteGlobals",
        key: "site",
        fields: {
          agencyName: "Northbeam Studio",
          copyrightLine: "© 2024 Northbeam Studio. All rights reserved.",
          contactEmail: "hello@northbeam.studio",
          supportEmail: "support@northbeam.studio",
          headerButton: "21",
        },
      },
      { type: "DirectusNavigationMenu", key: "header", fields: { key: "header", title: "Main" } },
      {
        type: "DirectusNavigationLink",
        key: "2",
        fields: {
          directusId: "2",
          menu: "header",
          parentLink: null,
          sort: 2,
          title: "About",
          targetType: "route",
          route: "/",
          post: null,
          pageSlug: null,
          url: null,
        },
      },
      {
        type: "DirectusNavigationLink",
        key: "3",
        fields: {
          directusId: "3",
          menu: null,
          parentLink: "2",
          sort: 2,
          title: "Team",
          targetType: "route",
          route: "/team/",
          post: null,
          pageSlug: null,
          url: null,
        },
      },
      {
        type: "DirectusNavigationLink",
        key: "4",
        fields: {
          directusId: "4",
          menu: "header",
          parentLink: null,
          sort: 3,
          title: "Latest",
          targetType: "post",
          route: null,
          post: "12",
          pageSlug: null,
          url: null,
        },
      },
      {
        type: "DirectusNavigationLink",
        key: "5",
        fields: {
          directusId: "5",
          menu: "header",
          parentLink: null,
          sort: 4,
          title: "Offer",
          targetType: "page",
          route: null,
          post: null,
          pageSlug: "spring-offer",
          url: null,
        },
      },
    ]);
  });

  it("keeps an empty header button empty", () => {
    const [details] = navigationNodeInputs({ ...globals, header_button: null }, [], []);
    expect(details?.fields.headerButton).toBeNull();
  });
});

describe("reading them from Directus", () => {
  it("reads the site details, every menu and every link whole, in a total order", async () => {
    const { client, asked } = fakeClient({
      globals,
      menus: [{ key: "header", title: "Main" }],
      links: [link({ id: 1, title: "Home" })],
    });
    const inputs = await fetchNavigation(client, "http://cms.test");
    expect(inputs.map((input) => `${input.type} ${input.key}`)).toEqual([
      "DirectusSiteGlobals site",
      "DirectusNavigationMenu header",
      "DirectusNavigationLink 1",
    ]);
    expect(asked.sort()).toEqual([
      "/items/navigation_links?fields=id,menu,parent,sort,title,target_type,route,post,page.slug,url&sort=id",
      "/items/navigation_menus?fields=key,title&sort=key",
      "/items/site_globals?fields=id,agency_name,copyright_line,contact_email,support_email,header_button",
    ]);
  });

  it("stops the build, saying to provision the CMS, when the site details are empty", async () => {
    // Directus answers a singleton without a row with its defaults and a null primary key.
    const empty = {
      id: null,
      agency_name: null,
      copyright_line: null,
      contact_email: null,
      support_email: null,
      header_button: null,
    };
    const { client } = fakeClient({ globals: empty, menus: [], links: [] });
    const failure = fetchNavigation(client, "http://cms.test");
    await expect(failure).rejects.toBeInstanceOf(DirectusConfigurationError);
    await expect(failure).rejects.toThrow(missingGlobalsMessage("http://cms.test"));
    expect(missingGlobalsMessage("http://cms.test")).toContain("npm --prefix cms run provision");
  });
});
