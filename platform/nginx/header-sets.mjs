/**
 * The headers of every route, as Gatsby computed them in the routes manifest (gatsby-config's
 * `headers` merged over its caching defaults), grouped into the few distinct sets a site has:
 * hundreds of pages share the same four or five combinations. nginx then needs one map from a
 * path to its set's number, and per header name one small map from that number to the value.
 */

/** @typedef {{ key: string, value: string }} Header */

/**
 * A set's identity: its headers by lower-case name, in name order.
 * @param {readonly Header[]} headers
 */
const signature = (headers) =>
  JSON.stringify(
    [...new Map(headers.map(({ key, value }) => [key.toLowerCase(), value])).entries()].sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    ),
  );

/**
 * Collects distinct header sets, numbered from 1 (0 is "no set": nginx's map default).
 */
export class HeaderSets {
  /** @type {Map<string, number>} by signature */
  #numbers = new Map();
  /**
   * The same numbers by the headers as a route spells them (its order and case), a quicker key
   * for the many routes that repeat one another's headers exactly: over 100,000 at 10,000 posts.
   * @type {Map<string, number>}
   */
  #numbersAsSpelled = new Map();
  /** @type {Map<string, string>[]} */
  #sets = [];

  /**
   * The number of this combination of headers, adding it when new.
   * @param {readonly Header[]} headers
   * @returns {number}
   */
  numberOf(headers) {
    // Header names and values never hold a NUL character.
    const spelled = headers.map(({ key, value }) => `${key}\0${value}`).join("\0\0");
    const known = this.#numbersAsSpelled.get(spelled);
    if (known !== undefined) return known;
    const key = signature(headers);
    let number = this.#numbers.get(key);
    if (number === undefined) {
      this.#sets.push(new Map(/** @type {[string, string][]} */ (JSON.parse(key))));
      number = this.#sets.length;
      this.#numbers.set(key, number);
    }
    this.#numbersAsSpelled.set(spelled, number);
    return number;
  }

  /**
   * Every header name used by any set, lower-case and sorted, with each set's value for it
   * (sets without the header are absent: nginx then sends nothing for it).
   * @returns {{ name: string, values: Map<number, string> }[]}
   */
  byHeaderName() {
    /** @type {Map<string, Map<number, string>>} */
    const names = new Map();
    this.#sets.forEach((set, index) => {
      for (const [name, value] of set) {
        if (!names.has(name)) names.set(name, new Map());
        /** @type {Map<number, string>} */ (names.get(name)).set(index + 1, value);
      }
    });
    return [...names.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, values]) => ({ name, values }));
  }

  get size() {
    return this.#sets.length;
  }
}
