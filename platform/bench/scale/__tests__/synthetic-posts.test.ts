import { scaleTags, seededRandom, syntheticPosts, zipfPicker } from "../synthetic-posts.mjs";

const options = { count: 400, seed: 42, categoryIds: [1, 2, 3, 4, 5, 6], heroImageIds: ["img-a", "img-b", "img-c"] };

describe("syntheticPosts", () => {
  it("is deterministic for a seed and differs between seeds", () => {
    expect(syntheticPosts(options)).toEqual(syntheticPosts(options));
    expect(syntheticPosts({ ...options, seed: 43 })[0]!.title).not.toBe(syntheticPosts(options)[0]!.title);
  });

  it("makes published posts of the CMS's shape", () => {
    const posts = syntheticPosts(options);
    expect(posts).toHaveLength(400);
    for (const post of posts) {
      expect(post.status).toBe("published");
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.sub_title.length).toBeGreaterThan(20);
      expect(options.categoryIds).toContain(post.category);
      expect(post.tags.length).toBeGreaterThanOrEqual(1);
      expect(post.tags.length).toBeLessThanOrEqual(4);
      expect(new Set(post.tags).size).toBe(post.tags.length);
      for (const tag of post.tags) expect(scaleTags).toContain(tag);
      expect(Number.isNaN(Date.parse(post.date_created))).toBe(false);
      expect(post.body).toMatch(/^<p>/);
      expect(post.body).toContain("<h2>");
      expect(post.body).toMatch(/<(ul|ol)>/);
      expect(post.body).toMatch(/<a href="https:\/\/example\.com\//);
      expect((post.body.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(posts.map((post) => post.title)).size).toBe(posts.length);
    expect(posts.some((post) => post.body.includes("<h3>"))).toBe(true);
    expect(posts.some((post) => post.body.includes("<pre><code"))).toBe(true);
    expect(posts.some((post) => !post.body.includes("<pre><code"))).toBe(true);
  });

  it("assigns hero images round-robin, or none without images", () => {
    const posts = syntheticPosts(options);
    expect(posts.slice(0, 4).map((post) => post.hero_image)).toEqual(["img-a", "img-b", "img-c", "img-a"]);
    expect(syntheticPosts({ ...options, heroImageIds: [] })[0]!.hero_image).toBeNull();
  });

  it("spreads dates over the years before the end date, oldest first", () => {
    const posts = syntheticPosts({ ...options, endDate: "2025-01-01T00:00:00.000Z", years: 5 });
    const times = posts.map((post) => Date.parse(post.date_created));
    expect(Math.min(...times)).toBeLessThan(Date.parse("2020-01-03T00:00:00.000Z"));
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.parse("2025-01-01T00:00:00.000Z"));
    expect(new Set(posts.map((post) => post.date_created.slice(0, 4))).size).toBeGreaterThanOrEqual(5);
    expect(times[0]!).toBeLessThan(times[200]!);
    expect(times[200]!).toBeLessThan(times[399]!);
  });

  it("uses a varied vocabulary", () => {
    const words = new Set(
      syntheticPosts(options).flatMap(
        (post) =>
          post.body
            .replace(/<[^>]+>/g, " ")
            .toLowerCase()
            .match(/[a-z]+/g) ?? [],
      ),
    );
    expect(words.size).toBeGreaterThan(200);
  });

  it("draws tags with a skewed distribution over about forty tags", () => {
    const counts = new Map<string, number>();
    for (const post of syntheticPosts({ ...options, count: 3000 })) {
      for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
    expect(scaleTags.length).toBeGreaterThanOrEqual(35);
    expect(counts.size).toBeGreaterThanOrEqual(35);
    const first = counts.get(scaleTags[0]!) ?? 0;
    const tenth = counts.get(scaleTags[9]!) ?? 0;
    const last = counts.get(scaleTags.at(-1)!) ?? 0;
    expect(first).toBeGreaterThan(3 * tenth);
    expect(tenth).toBeGreaterThan(last);
  });

  it("needs a category", () => {
    expect(() => syntheticPosts({ ...options, categoryIds: [] })).toThrow(/category/);
  });
});

describe("zipfPicker and seededRandom", () => {
  it("favours low ranks and stays in range", () => {
    const draw = zipfPicker(10);
    const random = seededRandom(1);
    const counts = Array.from({ length: 10 }, () => 0);
    for (let index = 0; index < 10000; index += 1) counts[draw(random)]! += 1;
    expect(counts[0]!).toBeGreaterThan(counts[1]!);
    expect(counts[1]!).toBeGreaterThan(counts[9]!);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(10000);
    expect(draw(() => 0.9999999)).toBe(9);
  });

  it("repeats its sequence for a seed", () => {
    const a = seededRandom(5);
    const b = seededRandom(5);
    const values = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(values);
    for (const value of values) expect(value >= 0 && value < 1).toBe(true);
  });
});
