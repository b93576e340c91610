/**
 * Synthetic blog posts for the scale benchmark (platform/bench/scale-bench.mjs): deterministic for a
 * seed, shaped like the CMS's posts (status, title, sub_title, HTML body, tags, category,
 * hero_image, date_created). Pure: no I/O. Tests: platform/bench/scale/__tests__/synthetic-posts.test.ts.
 */

/**
 * A post as the benchmark creates it in the CMS.
 * @typedef {object} SyntheticPost
 * @property {"published"} status
 * @property {string} title
 * @property {string} sub_title
 * @property {string} body
 * @property {string[]} tags
 * @property {number | string} category
 * @property {string | null} hero_image
 * @property {string} date_created
 */

/**
 * mulberry32: a small seeded generator of numbers in [0, 1).
 * @param {number} seed
 * @returns {() => number}
 */
export const seededRandom = (seed) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * One item of a non-empty `list`.
 * @template T
 * @param {() => number} random
 * @param {readonly T[]} list
 * @returns {T}
 */
const pick = (random, list) => /** @type {T} */ (list[Math.floor(random() * list.length)]);

/**
 * An integer from `min` to `max`, both included.
 * @param {() => number} random
 * @param {number} min
 * @param {number} max
 */
const between = (random, min, max) => min + Math.floor(random() * (max - min + 1));

/** About forty tags, most common first: the Zipf-like draw favours the start of the list. */
export const scaleTags = [
  "performance",
  "react",
  "javascript",
  "typescript",
  "process",
  "testing",
  "design-systems",
  "accessibility",
  "devops",
  "security",
  "apis",
  "mobile",
  "ux-research",
  "gatsby",
  "node",
  "cloud",
  "databases",
  "estimation",
  "ios",
  "android",
  "forms",
  "caching",
  "observability",
  "graphql",
  "css",
  "hiring",
  "onboarding",
  "analytics",
  "payments",
  "search",
  "i18n",
  "serverless",
  "kubernetes",
  "rust",
  "go",
  "machine-learning",
  "privacy",
  "offline",
  "webassembly",
  "legacy-code",
];

/** Categories added to the throwaway CMS when it has fewer than six. */
export const extraCategories = [
  { slug: "data", name: "Data" },
  { slug: "cloud", name: "Cloud" },
  { slug: "product", name: "Product" },
  { slug: "culture", name: "Culture" },
  { slug: "case-notes", name: "Case notes" },
];

/**
 * A picker of indexes 0..size-1 with probability proportional to 1/(rank^exponent) (Zipf):
 * with size 40 and exponent 1.1 the first tag is drawn about 25 times as often as the last.
 * @param {number} size
 * @returns {(random: () => number) => number}
 */
export const zipfPicker = (size, exponent = 1.1) => {
  const weights = Array.from({ length: size }, (_, index) => 1 / (index + 1) ** exponent);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  /** @type {number[]} */
  const cumulative = [];
  let running = 0;
  for (const weight of weights) {
    running += weight / total;
    cumulative.push(running);
  }
  return (random) => {
    const value = random();
    const index = cumulative.findIndex((bound) => value < bound);
    return index === -1 ? size - 1 : index;
  };
};

const nouns = [
  "bundle",
  "pipeline",
  "dashboard",
  "checkout",
  "release",
  "schema",
  "cache",
  "queue",
  "sprint",
  "roadmap",
  "prototype",
  "migration",
  "backlog",
  "database",
  "endpoint",
  "component",
  "workflow",
  "deployment",
  "audit",
  "index",
  "renderer",
  "gateway",
  "ledger",
  "tablet",
  "warehouse",
  "invoice",
  "onboarding",
  "session",
  "webhook",
  "sitemap",
  "carousel",
  "notification",
  "scheduler",
  "spreadsheet",
  "contract",
  "estimate",
  "incident",
  "metric",
  "font",
  "palette",
  "grid",
  "form",
  "router",
  "worker",
  "thread",
  "snapshot",
  "fixture",
  "budget",
  "handoff",
  "storyboard",
  "persona",
  "heuristic",
  "latency",
  "throughput",
  "payload",
  "manifest",
  "token",
  "credential",
];
const adjectives = [
  "fast",
  "brittle",
  "legacy",
  "offline",
  "accessible",
  "resilient",
  "lean",
  "noisy",
  "quiet",
  "shared",
  "distributed",
  "typed",
  "static",
  "dynamic",
  "incremental",
  "nightly",
  "manual",
  "automated",
  "mobile",
  "responsive",
  "secure",
  "costly",
  "cheap",
  "modular",
  "monolithic",
  "async",
  "predictable",
  "flaky",
  "readable",
  "measurable",
  "stale",
  "fresh",
  "regional",
  "tiny",
  "enormous",
  "gradual",
  "careful",
];
const verbs = [
  "rebuilt",
  "measured",
  "trimmed",
  "migrated",
  "shipped",
  "tested",
  "profiled",
  "replaced",
  "simplified",
  "documented",
  "automated",
  "split",
  "cached",
  "retired",
  "rewrote",
  "audited",
  "designed",
  "estimated",
  "refactored",
  "monitored",
  "benchmarked",
  "prototyped",
  "reviewed",
  "deployed",
  "localised",
  "secured",
];
const subjects = [
  "the team",
  "our client",
  "a logistics startup",
  "the design lead",
  "a fintech founder",
  "the QA group",
  "a retail chain",
  "the on-call engineer",
  "our studio",
  "a healthcare provider",
  "the product owner",
  "a nonprofit",
  "the mobile squad",
  "an insurance broker",
  "the data team",
];
const connectives = ["because", "although", "while", "so that", "after", "before", "until", "whenever", "since", "even though"];
const closers = [
  "in under a week",
  "without a rewrite",
  "on the cheapest tablets",
  "for every route",
  "across three regions",
  "with a single flag",
  "before the holiday peak",
  "behind a feature toggle",
  "during a quiet sprint",
  "with no downtime",
  "for the second time",
  "in production",
  "on a shoestring budget",
];
/** @type {((random: () => number) => string)[]} */
const titlePatterns = [
  (r) => `How we ${pick(r, verbs)} a ${pick(r, adjectives)} ${pick(r, nouns)} ${pick(r, closers)}`,
  (r) => `What a ${pick(r, adjectives)} ${pick(r, nouns)} taught us about ${pick(r, nouns)}s`,
  (r) => `${between(r, 3, 12)} lessons from a ${pick(r, adjectives)} ${pick(r, nouns)} ${pick(r, nouns)}`,
  (r) => `Why the ${pick(r, nouns)} should stay ${pick(r, adjectives)}`,
  (r) => `A ${pick(r, adjectives)} guide to ${pick(r, nouns)} ${pick(r, nouns)}s`,
  (r) => `The ${pick(r, adjectives)} ${pick(r, nouns)}: notes from ${pick(r, subjects)}`,
];

/** @param {string} text */
const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** @param {() => number} random */
const sentence = (random) => {
  const parts = [
    pick(random, subjects),
    pick(random, verbs),
    `the ${pick(random, adjectives)} ${pick(random, nouns)}`,
    pick(random, connectives),
    `the ${pick(random, nouns)} was ${pick(random, adjectives)}`,
  ];
  if (random() < 0.5) parts.push(pick(random, closers));
  return `${capitalise(parts.join(" "))}.`;
};

/** @param {() => number} random */
const paragraph = (random) => `<p>${Array.from({ length: between(random, 3, 6) }, () => sentence(random)).join(" ")}</p>`;

/** @param {() => number} random */
const list = (random) => {
  const tag = random() < 0.7 ? "ul" : "ol";
  const items = Array.from(
    { length: between(random, 3, 5) },
    () => `<li>${capitalise(pick(random, adjectives))} ${pick(random, nouns)}s first, ${pick(random, nouns)}s later.</li>`,
  );
  return `<${tag}>\n${items.join("\n")}\n</${tag}>`;
};

/** @param {() => number} random */
const codeBlock = (random) => {
  const name = pick(random, nouns);
  return `<pre><code class="language-ts">const ${name}Limit = ${between(random, 2, 500)};\nexport const ${pick(random, verbs)}${capitalise(name)} = (items: string[]) =&gt;\n  items.slice(0, ${name}Limit);</code></pre>`;
};

/** @param {() => number} random */
const link = (random) => {
  const slug = `${pick(random, adjectives)}-${pick(random, nouns)}`;
  return `<p>We wrote down the details in <a href="https://example.com/notes/${slug}">our notes on the ${slug.replace("-", " ")}</a>, including the numbers we did not expect.</p>`;
};

/**
 * An HTML body: several paragraphs under h2/h3 headings, a list, a link, sometimes a code block.
 * @param {() => number} random
 * @returns {string}
 */
export const syntheticBody = (random) => {
  const blocks = [paragraph(random), paragraph(random)];
  const sections = between(random, 2, 4);
  for (let section = 0; section < sections; section += 1) {
    blocks.push(`<h2>${capitalise(pick(random, adjectives))} ${pick(random, nouns)}s</h2>`, paragraph(random));
    if (random() < 0.6) blocks.push(`<h3>The ${pick(random, nouns)} in practice</h3>`, paragraph(random));
    if (section === 0) blocks.push(list(random));
    if (section === 1) blocks.push(link(random));
    if (section === 1 && random() < 0.35) blocks.push(codeBlock(random));
    if (random() < 0.5) blocks.push(paragraph(random));
  }
  return blocks.join("\n");
};

/**
 * One to four different tags.
 * @param {() => number} random
 * @param {(random: () => number) => number} drawTag an index of scaleTags
 */
const tagsFor = (random, drawTag) => {
  const wanted = between(random, 1, 4);
  /** @type {Set<string>} */
  const tags = new Set();
  // A few extra draws at most: with a skewed draw the same popular tag comes up often.
  for (let attempt = 0; tags.size < wanted && attempt < 20; attempt += 1)
    tags.add(/** @type {string} */ (scaleTags[drawTag(random)]));
  return [...tags];
};

const dayMs = 24 * 60 * 60 * 1000;

/**
 * `count` published posts. `categoryIds` and `heroImageIds` are the CMS's ids to draw from
 * (hero images are assigned round-robin: post i gets image i mod length; none when empty).
 * `date_created` is spread evenly over `years` years before `endDate`, with a jitter of up to
 * a day, oldest first. The same seed gives the same posts.
 * @param {object} options
 * @param {number} options.count
 * @param {number} [options.seed]
 * @param {Array<number | string>} options.categoryIds
 * @param {string[]} [options.heroImageIds]
 * @param {string} [options.endDate]
 * @param {number} [options.years]
 * @returns {SyntheticPost[]}
 */
export const syntheticPosts = ({
  count,
  seed = 1,
  categoryIds,
  heroImageIds = [],
  endDate = "2025-06-30T12:00:00.000Z",
  years = 6,
}) => {
  if (!Array.isArray(categoryIds) || categoryIds.length === 0) throw new Error("syntheticPosts needs at least one category id");
  const random = seededRandom(seed);
  const drawTag = zipfPicker(scaleTags.length);
  const end = Date.parse(endDate);
  const span = years * 365 * dayMs;
  return Array.from({ length: count }, (_, index) => {
    const title = pick(random, titlePatterns)(random);
    const offset = count === 1 ? 0 : (span * (count - 1 - index)) / (count - 1);
    const date = new Date(end - offset - Math.floor(random() * dayMs));
    return {
      status: /** @type {const} */ ("published"),
      title: `${capitalise(title)} (#${index + 1})`,
      sub_title: `${sentence(random)} ${sentence(random)}`,
      body: syntheticBody(random),
      tags: tagsFor(random, drawTag),
      category: pick(random, categoryIds),
      // index % 0 is NaN: no image when there are none.
      hero_image: heroImageIds[index % heroImageIds.length] ?? null,
      date_created: date.toISOString(),
    };
  });
};
