import { createRequire } from "node:module";
import path from "node:path";
import { expect } from "@playwright/test";
import { cmsDir, databaseFile } from "../../cms/server/index.mjs";
import { embeddedCmsInUse } from "./cms";

/**
 * Reads of the embedded CMS's SQLite database, for what its REST API does not show: Directus 11
 * has no route that lists its own sessions (`directus_sessions`, one row per refresh token
 * its /auth/login or app sign-in hands out). The file is cms/server's databaseFile (CMS_DATA_DIR,
 * else cms/data; directus.db). The driver is the CMS's own sqlite3 (cms/node_modules), opened
 * read-only.
 */

type Callback<T = void> = (error: Error | null, result: T) => void;
interface SqliteDatabase {
  configure(option: "busyTimeout", milliseconds: number): void;
  get(sql: string, params: unknown[], callback: Callback<Record<string, unknown> | undefined>): void;
  close(callback: Callback): void;
}
interface Sqlite3 {
  OPEN_READONLY: number;
  Database: new (file: string, mode: number, callback: Callback) => SqliteDatabase;
}

const sqlite3 = createRequire(path.join(cmsDir, "package.json"))("sqlite3") as Sqlite3;

/** The first row `sql` selects, read in a connection of its own. */
const firstRow = async (sql: string, params: unknown[]): Promise<Record<string, unknown> | undefined> => {
  expect(embeddedCmsInUse, "the database read is the embedded CMS's: npm run test:e2e uses it").toBe(true);
  const database = await new Promise<SqliteDatabase>((resolve, reject) => {
    const opened: SqliteDatabase = new sqlite3.Database(databaseFile, sqlite3.OPEN_READONLY, (error) =>
      error ? reject(error) : resolve(opened),
    );
  });
  // Directus may be writing at that moment: wait for its lock rather than fail.
  database.configure("busyTimeout", 5000);
  try {
    return await new Promise((resolve, reject) =>
      database.get(sql, params, (error, row) => (error ? reject(error) : resolve(row))),
    );
  } finally {
    await new Promise<void>((resolve, reject) => database.close((error) => (error ? reject(error) : resolve())));
  }
};

/**
 * How many sessions Directus itself keeps (rows of `directus_sessions`, expired ones included)
 * for a user, or with one refresh token.
 */
export const directusSessionCount = async (where: { user: string } | { token: string }): Promise<number> => {
  const [column, value] = "user" in where ? ["user", where.user] : ["token", where.token];
  const row = await firstRow(`SELECT COUNT(*) AS count FROM directus_sessions WHERE "${column}" = ?`, [value]);
  return Number(row?.count);
};
