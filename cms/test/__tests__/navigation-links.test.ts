/** @jest-environment node */
// The navigation-links hook (cms/extensions/navigation-links): its rules (lib.mjs), and the hook as
// Directus registers it, over a database in memory.
import registerNavigationLinks from "../../extensions/navigation-links/index.mjs";
import {
  linkAfterSave,
  linkedItemsProblem,
  linkProblem,
  routeChoices,
  stopsPublishing,
} from "../../extensions/navigation-links/lib.mjs";

jest.mock(
  "@directus/errors",
  () => ({
    InvalidPayloadError: class InvalidPayloadError extends Error {
      constructor({ reason }: { reason: string }) {
        super(`Invalid payload. ${reason}`);
      }
    },
  }),
  { virtual: true },
);

const routes = ["/", "/about/", "/blog/", "/login/"];
const published = { id: 12, title: "Designing forms", status: "published" };

describe("what a link must lead to (linkProblem)", () => {
  it("accepts a page of the list, a published post or landing page and a full outside address", () => {
    expect(
      linkProblem(
        { title: "Offer", target_type: "page", page: 3 },
        { routes: null, item: { id: 3, title: "Offer", status: "published" } },
      ),
    ).toBeNull();
    expect(linkProblem({ title: "About", target_type: "route", route: "/about/" }, { routes, item: undefined })).toBeNull();
    expect(linkProblem({ title: "Read", target_type: "post", post: 12 }, { routes: null, item: published })).toBeNull();
    for (const url of ["https://example.com/a?b=c", "http://example.com", "mailto:hello@example.com", "tel:+1 (555) 010-0199"]) {
      expect(linkProblem({ title: "Out", target_type: "url", url }, { routes: null, item: undefined })).toBeNull();
    }
  });

  it("refuses a post that is not published, naming the link and the post and saying why", () => {
    const link = { title: "Latest news", target_type: "post", post: 12 };
    expect(linkProblem(link, { routes: null, item: { ...published, status: "draft" } })).toBe(
      "The link “Latest news” leads to the post “Designing forms”, which is a draft: only a published post can be linked. Publish it first, or choose another target",
    );
    expect(linkProblem(link, { routes: null, item: { ...published, status: "scheduled" } })).toContain(
      "which is scheduled, not published yet:",
    );
    expect(linkProblem(link, { routes: null, item: { ...published, status: "archived" } })).toContain("which is archived:");
    expect(linkProblem(link, { routes: null, item: undefined })).toBe(
      "The link “Latest news” leads to post 12, which does not exist",
    );
    expect(linkProblem({ ...link, post: null }, { routes: null, item: undefined })).toBe(
      "The link “Latest news” leads to a blog post: choose the post",
    );
  });

  it("refuses a landing page that is not published or missing, as it refuses posts", () => {
    const link = { title: "Spring offer", target_type: "page", page: 3 };
    expect(linkProblem(link, { routes: null, item: { id: 3, title: "Offer", status: "scheduled" } })).toBe(
      "The link “Spring offer” leads to the landing page “Offer”, which is scheduled, not published yet: only a published landing page can be linked. Publish it first, or choose another target",
    );
    expect(linkProblem(link, { routes: null, item: undefined })).toBe(
      "The link “Spring offer” leads to landing page 3, which does not exist",
    );
    expect(linkProblem({ ...link, page: null }, { routes: null, item: undefined })).toBe(
      "The link “Spring offer” leads to a landing page: choose the landing page",
    );
  });

  it("refuses a page that is missing or not on the list, an address that is not a full one, and no target", () => {
    expect(linkProblem({ title: "Shop", target_type: "route", route: "/shop/" }, { routes, item: undefined })).toBe(
      "The link “Shop” leads to /shop/, which is not one of the site's pages",
    );
    expect(linkProblem({ title: "Shop", target_type: "route", route: null }, { routes, item: undefined })).toBe(
      "The link “Shop” leads to a page of the site: choose the page",
    );
    for (const url of ["www.example.com", "javascript:alert(1)", "", null, "https://exa mple.com"]) {
      expect(linkProblem({ title: "Out", target_type: "url", url }, { routes, item: undefined })).toBe(
        "The link “Out” leads to an outside address: enter a full address starting with https://, http://, mailto: or tel:",
      );
    }
    expect(linkProblem({ title: "Odd", target_type: null }, { routes, item: undefined })).toBe(
      "The link “Odd” needs what it leads to: a page of the site, a blog post, a landing page or an outside address",
    );
  });

  it("checks routes only against a list it has", () => {
    expect(linkProblem({ title: "Shop", target_type: "route", route: "/shop/" }, { routes: null, item: undefined })).toBeNull();
  });

  it("judges an update by the link as the save leaves it", () => {
    const stored = { id: 3, title: "Blog", target_type: "route", route: "/blog/", post: null, url: null };
    expect(linkAfterSave(stored, { target_type: "post", post: 12 })).toEqual({ ...stored, target_type: "post", post: 12 });
    expect(linkAfterSave(undefined, { title: "New" })).toEqual({ title: "New" });
  });
});

describe("posts and landing pages that links lead to (linkedItemsProblem, stopsPublishing)", () => {
  it("refuses unpublishing, archiving or deleting a linked post, naming it and its links", () => {
    expect(linkedItemsProblem("posts", [published], [{ title: "Latest news", post: 12 }])).toBe(
      "The post “Designing forms” is linked from the site's navigation (the link “Latest news”): point that link elsewhere first, then unpublish, archive or delete",
    );
    expect(
      linkedItemsProblem(
        "posts",
        [published, { id: 13, title: "Second", status: "published" }],
        [
          { title: "One", post: 12 },
          { title: "Two", post: "13" },
        ],
      ),
    ).toBe(
      "The posts “Designing forms”, “Second” are linked from the site's navigation (the links “One”, “Two”): point those links elsewhere first, then unpublish, archive or delete",
    );
    expect(linkedItemsProblem("posts", [published], [])).toBeNull();
    expect(linkedItemsProblem("pages", [{ id: 3, title: "Offer", status: "published" }], [{ title: "Offer", page: 3 }])).toBe(
      "The landing page “Offer” is linked from the site's navigation (the link “Offer”): point that link elsewhere first, then unpublish, archive or delete",
    );
    // A page and a post may share an id: a link to post 3 does not hold page 3.
    expect(
      linkedItemsProblem("pages", [{ id: 3, title: "Offer", status: "published" }], [{ title: "Post", post: 3 }]),
    ).toBeNull();
  });

  it("counts a delete and any status but published as stopping publication", () => {
    expect(stopsPublishing("delete")).toBe(true);
    for (const status of ["draft", "archived", "scheduled"]) expect(stopsPublishing({ status })).toBe(true);
    expect(stopsPublishing({ status: "published" })).toBe(false);
    expect(stopsPublishing({ title: "Renamed" })).toBe(false);
  });
});

describe("the route list as Directus stores the field's options", () => {
  it("reads the choices from JSON text (SQLite) or JSON (PostgreSQL), and none from empty options", () => {
    const options = {
      choices: [
        { text: "Home (/)", value: "/" },
        { text: "Blog (/blog/)", value: "/blog/" },
      ],
    };
    expect(routeChoices(JSON.stringify(options))).toEqual(["/", "/blog/"]);
    expect(routeChoices(options)).toEqual(["/", "/blog/"]);
    expect(routeChoices(null)).toBeNull();
    expect(routeChoices({ choices: [] })).toBeNull();
  });
});

type Row = Record<string, unknown>;

/** A database in memory with the little of knex the hook uses: select, where, whereIn, first. */
const fakeDatabase = (tables: Record<string, Row[]>) => (table: string) => {
  let rows = [...(tables[table] ?? [])];
  const query = {
    select: () => query,
    where: (match: Row) => {
      rows = rows.filter((row) => Object.entries(match).every(([field, value]) => row[field] === value));
      return query;
    },
    whereIn: (field: string, values: unknown[]) => {
      rows = rows.filter((row) => values.map(String).includes(String(row[field])));
      return query;
    },
    first: async () => rows[0],
    then: (resolve: (rows: Row[]) => unknown) => Promise.resolve(rows).then(resolve),
  };
  return query;
};

type Filter = (payload: unknown, meta: unknown, context: unknown) => Promise<unknown>;

/** The hook's filters, by event. */
const filters = () => {
  const registered: Record<string, Filter> = {};
  registerNavigationLinks({ filter: (event: string, handler: Filter) => (registered[event] = handler) });
  return registered;
};

const database = fakeDatabase({
  directus_fields: [
    { collection: "navigation_links", field: "route", options: JSON.stringify({ choices: routes.map((value) => ({ value })) }) },
  ],
  posts: [published, { id: 14, title: "Work in progress", status: "draft" }],
  pages: [
    { id: 3, title: "Spring offer", status: "published" },
    { id: 4, title: "Summer offer", status: "draft" },
  ],
  navigation_links: [
    { id: 1, title: "Blog", target_type: "route", route: "/blog/", post: null, page: null, url: null },
    { id: 2, title: "Latest news", target_type: "post", route: null, post: 12, page: null, url: null },
    { id: 5, title: "Offer", target_type: "page", route: null, post: null, page: 3, url: null },
  ],
});
const context = { database };

describe("the hook as Directus registers it", () => {
  it("refuses a new link to a draft, and lets a link to a page of the list through unchanged", async () => {
    const { "navigation_links.items.create": create } = filters();
    await expect(create!({ title: "Soon", target_type: "post", post: 14 }, {}, context)).rejects.toThrow(
      "The link “Soon” leads to the post “Work in progress”, which is a draft",
    );
    const payload = { title: "Team", target_type: "route", route: "/" };
    await expect(create!(payload, {}, context)).resolves.toBe(payload);
  });

  it("judges a change of a link with its stored fields: a new title keeps a good target, a draft target is refused", async () => {
    const { "navigation_links.items.update": update } = filters();
    await expect(update!({ title: "Journal" }, { keys: [1] }, context)).resolves.toEqual({ title: "Journal" });
    await expect(update!({ target_type: "post", post: 14 }, { keys: [1] }, context)).rejects.toThrow(
      "The link “Blog” leads to the post “Work in progress”, which is a draft",
    );
    await expect(update!({ route: "/shop/" }, { keys: [1] }, context)).rejects.toThrow("which is not one of the site's pages");
  });

  it("refuses archiving or deleting a post a link leads to, and lets other posts' changes through", async () => {
    const hook = filters();
    await expect(hook["posts.items.update"]!({ status: "archived" }, { keys: [12] }, context)).rejects.toThrow(
      "The post “Designing forms” is linked from the site's navigation (the link “Latest news”)",
    );
    await expect(hook["posts.items.delete"]!([12], {}, context)).rejects.toThrow("is linked from the site's navigation");
    await expect(hook["posts.items.update"]!({ title: "Renamed" }, { keys: [12] }, context)).resolves.toEqual({
      title: "Renamed",
    });
    await expect(hook["posts.items.update"]!({ status: "archived" }, { keys: [14] }, context)).resolves.toEqual({
      status: "archived",
    });
    await expect(hook["posts.items.delete"]!([14], {}, context)).resolves.toEqual([14]);
  });

  it("refuses a link to a draft landing page, and unpublishing or deleting a linked one", async () => {
    const hook = filters();
    await expect(
      hook["navigation_links.items.create"]!({ title: "Soon", target_type: "page", page: 4 }, {}, context),
    ).rejects.toThrow("The link “Soon” leads to the landing page “Summer offer”, which is a draft");
    const payload = { title: "Spring", target_type: "page", page: 3 };
    await expect(hook["navigation_links.items.create"]!(payload, {}, context)).resolves.toBe(payload);
    await expect(hook["pages.items.update"]!({ status: "draft" }, { keys: [3] }, context)).rejects.toThrow(
      "The landing page “Spring offer” is linked from the site's navigation (the link “Offer”)",
    );
    await expect(hook["pages.items.delete"]!([3], {}, context)).rejects.toThrow("is linked from the site's navigation");
    await expect(hook["pages.items.delete"]!([4], {}, context)).resolves.toEqual([4]);
  });
});
