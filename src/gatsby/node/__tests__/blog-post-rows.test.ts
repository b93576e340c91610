import { postRows, PostRowsFailure, type PostRow, type PostRowsOptions, type RowPostNode } from "../blog-post-rows";

interface Post {
  id: string;
  directusId: string;
  title: string;
  dateCreated: string;
  category: string | null;
  heroImage: string | null;
  digest: string;
}

const post = (directusId: string, dateCreated: string, extra: Partial<Post> = {}): Post => ({
  id: `node-${directusId}`,
  directusId,
  title: `Post ${directusId}`,
  dateCreated,
  category: "1",
  heroImage: null,
  digest: `digest-${directusId}`,
  ...extra,
});

/** The CMS's nodes as getNodesByType gives them, Gatsby's cache, and a graphql that answers rows from them. */
const site = (initial: Post[]) => {
  let posts = initial;
  const categories = new Map([["1", { name: "Design", digest: "design-1" }]]);
  const store = new Map<string, string>();
  const asked: string[][] = [];
  let titleSuffix = "";
  const rowOf = (item: Post): PostRow => {
    const category = item.category ? categories.get(item.category) : undefined;
    return {
      id: item.id,
      directusId: item.directusId,
      title: item.title + titleSuffix,
      subTitle: "",
      dateCreated: item.dateCreated,
      dateCreatedText: item.dateCreated.slice(0, 10),
      tags: [],
      noIndex: false,
      category: category ? { directusId: item.category!, slug: "design", name: category.name } : null,
      heroImage: item.heroImage ? { id: `asset-${item.heroImage}`, internal: { contentDigest: "image" } } : null,
    };
  };
  const options = (): PostRowsOptions => ({
    posts: posts.map((item): RowPostNode => ({
      id: item.id,
      directusId: item.directusId,
      dateCreated: item.dateCreated,
      category: item.category,
      heroImage: item.heroImage,
      internal: { contentDigest: item.digest },
    })),
    categories: [...categories].map(([directusId, { digest }]) => ({
      id: `category-${directusId}`,
      directusId,
      internal: { contentDigest: digest },
    })),
    assets: [],
    cache: {
      get: async (key) => (store.has(key) ? JSON.parse(store.get(key)!) : undefined),
      set: async (key, value) => store.set(key, JSON.stringify(value)),
    },
    graphql: async (_query, { ids }) => {
      const list = typeof ids === "string" ? [ids] : [...ids];
      asked.push(list);
      return { data: { allDirectusPost: { nodes: posts.filter((item) => list.includes(item.id)).map(rowOf) } } };
    },
  });
  return {
    build: () => postRows(options()),
    asked,
    setPosts: (next: Post[]) => (posts = next),
    renameCategory: (name: string) => categories.set("1", { name, digest: `design-${name}` }),
    changeResolver: (suffix: string) => (titleSuffix = suffix),
  };
};

const three = [
  post("1", "2024-01-01T00:00:00.000Z"),
  post("3", "2024-03-01T00:00:00.000Z"),
  post("2", "2024-03-01T00:00:00.000Z"),
];

describe("postRows", () => {
  it("gives every post's row, newest first and then the higher id, as the pages' order", async () => {
    const { build, asked } = site(three);
    const { rows, resolved, reused } = await build();
    expect(rows.map((row) => row.directusId)).toEqual(["3", "2", "1"]);
    expect(asked).toHaveLength(1);
    expect([...asked[0]!].sort()).toEqual(["node-1", "node-2", "node-3"]);
    expect({ resolved, reused }).toEqual({ resolved: 3, reused: 0 });
  });

  it("asks GraphQL only for an edited post on the next build (and one kept post, checked)", async () => {
    const { build, asked, setPosts } = site(three);
    await build();
    setPosts([three[0]!, { ...three[1]!, title: "Edited", digest: "edited" }, three[2]!]);
    const { rows, resolved, reused } = await build();
    expect(asked[1]).toHaveLength(2);
    expect(asked[1]).toContain("node-3");
    expect({ resolved, reused }).toEqual({ resolved: 2, reused: 1 });
    expect(rows.find((row) => row.directusId === "3")?.title).toBe("Edited");
  });

  it("asks again for the posts of a renamed category, whose own nodes did not change", async () => {
    const { build, asked, renameCategory, setPosts } = site([
      ...three,
      post("4", "2024-02-01T00:00:00.000Z", { category: null }),
    ]);
    await build();
    renameCategory("Product design");
    const { rows } = await build();
    // The three of the category, and the uncategorised post as the kept row checked.
    expect([...asked[1]!].sort()).toEqual(["node-1", "node-2", "node-3", "node-4"]);
    expect(rows.filter((row) => row.category).map((row) => row.category!.name)).toEqual(Array(3).fill("Product design"));
    // And a post given another hero image (its own digest changes with it).
    setPosts([...three.slice(0, 2), { ...three[2]!, heroImage: "9", digest: "with-image" }]);
    expect((await build()).rows.find((row) => row.directusId === "2")?.heroImage?.id).toBe("asset-9");
  });

  it("puts a newly published post in its place and drops an unpublished one", async () => {
    const { build, setPosts } = site(three);
    await build();
    setPosts([three[0]!, three[2]!, post("4", "2024-02-01T00:00:00.000Z")]);
    expect((await build()).rows.map((row) => row.directusId)).toEqual(["2", "4", "1"]);
  });

  it("asks for every row again when a kept one is not what the resolvers now give", async () => {
    const { build, asked, changeResolver } = site(three);
    await build();
    changeResolver(" (v2)");
    const { rows, resolved } = await build();
    expect(asked.slice(1).flat().sort()).toEqual(["node-1", "node-2", "node-3"]);
    expect(resolved).toBe(3);
    expect(rows.map((row) => row.title)).toEqual(["Post 3 (v2)", "Post 2 (v2)", "Post 1 (v2)"]);
  });

  it("fails naming the query's errors, and the posts GraphQL gave no row for", async () => {
    const errors = [new Error("Cannot query field")];
    const base = { categories: [], assets: [], cache: { get: async () => undefined, set: async () => undefined } };
    const node: RowPostNode = { id: "node-5", directusId: "5", dateCreated: "2024-01-01", internal: { contentDigest: "x" } };
    const failing = postRows({ ...base, posts: [node], graphql: async () => ({ errors }) });
    await expect(failing).rejects.toBeInstanceOf(PostRowsFailure);
    await expect(failing).rejects.toMatchObject({ errors });
    const lost = postRows({ ...base, posts: [node], graphql: async () => ({ data: { allDirectusPost: { nodes: [] } } }) });
    await expect(lost).rejects.toThrow("GraphQL gave no row for the posts 5");
  });
});
