/** Gatsby's cache as createPages passes it (`cache`), kept with `.cache/` between builds. */
export interface AnswerCache {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<unknown>;
}

/** A query behind kept answers failed: its message, and GraphQL's errors where it gave some. */
export class AnswersFailure extends Error {
  constructor(
    message: string,
    readonly errors?: unknown,
  ) {
    super(message);
  }
}

export interface KeptAnswersOptions<Item, Answer> {
  /** What to answer for, each once (the first of equal ids counts). */
  items: readonly Item[];
  id: (item: Item) => string;
  /**
   * Where an item's answer is kept: it must change whenever the answer can (the item's content
   * digest, those of the nodes the answer reads, the query's text).
   */
  key: (item: Item) => string;
  /** The answers of these items, by id, from Gatsby's resolvers (GraphQL). */
  resolve: (items: readonly Item[]) => Promise<Map<string, Answer>>;
  cache: AnswerCache;
}

export interface KeptAnswers<Answer> {
  /** Each item's answer, by id. */
  answers: Map<string, Answer>;
  /** Items whose answer the resolvers made in this build. */
  resolved: number;
  /** Items whose answer came from the cache. */
  reused: number;
}

/** As the cache gives a value back (JSON): fields set to undefined are gone. */
const asStored = <Answer>(answer: Answer): Answer =>
  answer === undefined ? answer : (JSON.parse(JSON.stringify(answer)) as Answer);

const sameAnswer = (left: unknown, right: unknown): boolean => JSON.stringify(left) === JSON.stringify(right);

/**
 * Answers kept between builds, for what gatsby-node asks GraphQL about thousands of nodes of which
 * an edit changes one: each answer is kept in Gatsby's cache under its item's key, and a build
 * resolves only the items whose key it has not seen. What no key covers (the build's environment,
 * a changed resolver) is checked on one kept item per build: resolved again, and when its answer
 * differs from the kept one, every item is resolved again. Every answer is given as the cache
 * gives it back, so that an answer made now and the same answer kept compare equal (page
 * contexts holding them then stay the same, and Gatsby runs no page query again).
 */
export const keptAnswers = async <Item, Answer>({
  items,
  id,
  key,
  resolve,
  cache,
}: KeptAnswersOptions<Item, Answer>): Promise<KeptAnswers<Answer>> => {
  const distinct = [...new Map(items.map((item) => [id(item), item])).values()];
  const kept = await Promise.all(distinct.map((item) => cache.get(key(item))));
  const answers = new Map<string, Answer>();
  distinct.forEach((item, index) => {
    if (kept[index] !== undefined) answers.set(id(item), kept[index] as Answer);
  });
  const missing = distinct.filter((item) => !answers.has(id(item)));
  const probe = distinct.find((item) => answers.has(id(item)));

  const resolveAndKeep = async (toResolve: readonly Item[]): Promise<Map<string, Answer>> => {
    if (toResolve.length === 0) return new Map();
    const found = await resolve(toResolve);
    const made = new Map(toResolve.map((item) => [id(item), asStored(found.get(id(item)) as Answer)]));
    await Promise.all(toResolve.map((item) => cache.set(key(item), made.get(id(item)))));
    return made;
  };

  const fresh = await resolveAndKeep(probe ? [...missing, probe] : missing);
  if (probe && !sameAnswer(fresh.get(id(probe)), answers.get(id(probe)))) {
    // The kept answers are not what this build would make: none of them is used.
    const rest = await resolveAndKeep(distinct.filter((item) => !fresh.has(id(item))));
    for (const [itemId, answer] of rest) fresh.set(itemId, answer);
  }
  for (const [itemId, answer] of fresh) answers.set(itemId, answer);
  return { answers, resolved: fresh.size, reused: distinct.length - fresh.size };
};
