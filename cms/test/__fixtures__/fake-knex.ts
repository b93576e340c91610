/**
 * A database in memory for the hooks' unit tests: the few knex calls they make (select,
 * distinct, where, whereIn, whereNotIn, whereNotNull, first, insert with onConflict().ignore(),
 * delete), on tables of plain rows. A query is a thenable, as knex's are.
 */
type Row = Record<string, unknown>;

export type FakeKnex = ((table: string) => Query) & { tables: Record<string, Row[]> };

interface Query extends PromiseLike<Row[]> {
  select: (...fields: string[]) => Query;
  distinct: (...fields: string[]) => Query;
  where: (field: string, value: unknown) => Query;
  whereIn: (field: string, values: unknown[] | Query) => Query;
  whereNotIn: (field: string, values: unknown[] | Query) => Query;
  whereNotNull: (field: string) => Query;
  first: () => PromiseLike<Row | undefined>;
  insert: (rows: Row[]) => { onConflict: (field: string) => { ignore: () => Promise<void> } };
  delete: () => Promise<number>;
  rows: () => Row[];
}

const same = (a: unknown, b: unknown) => String(a) === String(b);

export const fakeKnex = (tables: Record<string, Row[]>): FakeKnex => {
  const query = (table: string): Query => {
    const tests: ((row: Row) => boolean)[] = [];
    let fields: string[] = [];
    let distinct = false;
    const values = (list: unknown[] | Query): unknown[] =>
      Array.isArray(list) ? list : list.rows().map((row) => Object.values(row)[0]);
    const rows = (): Row[] => {
      const found = (tables[table] ?? []).filter((row) => tests.every((test) => test(row)));
      const picked =
        fields.length === 0 ? found : found.map((row) => Object.fromEntries(fields.map((field) => [field, row[field]])));
      if (!distinct) return picked;
      const seen = new Set<string>();
      return picked.filter((row) => !seen.has(JSON.stringify(row)) && Boolean(seen.add(JSON.stringify(row))));
    };
    const self: Query = {
      select: (...names) => ((fields = names), self),
      distinct: (...names) => ((fields = names), (distinct = true), self),
      where: (field, value) => (tests.push((row) => same(row[field], value)), self),
      whereIn: (field, list) => (tests.push((row) => values(list).some((value) => same(row[field], value))), self),
      whereNotIn: (field, list) => (tests.push((row) => !values(list).some((value) => same(row[field], value))), self),
      whereNotNull: (field) => (tests.push((row) => row[field] !== null && row[field] !== undefined), self),
      first: () => Promise.resolve(rows()[0]),
      insert: (added) => ({
        onConflict: () => ({
          ignore: async () => {
            const list = (tables[table] ??= []);
            for (const row of added) if (!list.some((existing) => same(existing.id, row.id))) list.push(row);
          },
        }),
      }),
      delete: async () => {
        const before = tables[table] ?? [];
        tables[table] = before.filter((row) => !tests.every((test) => test(row)));
        return before.length - tables[table].length;
      },
      rows,
      then: (resolve, reject) => Promise.resolve(rows()).then(resolve, reject),
    };
    return self;
  };
  return Object.assign(query, { tables });
};
