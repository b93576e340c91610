/**
 * Debian's PostgreSQL for the stack: one cluster in the stack's folder, listening on 127.0.0.1
 * only, with password authentication (scram-sha-256) and a random superuser password made on
 * first start. The CMS gets its own role and database (`directus`), also with a random password.
 *
 * PostgreSQL refuses to run as root: when the stack runs as root the cluster belongs to the
 * `postgres` user (runuser), as on a Debian server.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startChild, waitForPort } from "../processes.mjs";

/** Debian's PostgreSQL 15 programs (the `postgresql` package). */
export const postgresBin = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";

const isRoot = () => process.getuid?.() === 0;

/**
 * Runs a PostgreSQL program as the cluster's owner.
 * @param {string} program
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
const asOwner = (program, args) =>
  isRoot()
    ? ["runuser", ["-u", "postgres", "--", path.join(postgresBin, program), ...args]]
    : [path.join(postgresBin, program), args];

/**
 * @typedef {{ dataDir: string, port: number, superPassword: string, logFile: string }} ClusterOptions
 */

/**
 * Makes the cluster on first start (initdb); tells whether it made it.
 * @param {ClusterOptions} options
 */
const ensureCluster = ({ dataDir, superPassword }) => {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return false;
  if (!existsSync(path.join(postgresBin, "initdb"))) {
    throw new Error(`PostgreSQL is not installed (no ${postgresBin}/initdb): apt-get install -y postgresql`);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(dataDir, "..", `.pg-password-${process.pid}`);
  writeFileSync(passwordFile, `${superPassword}\n`, { mode: 0o600 });
  try {
    if (isRoot()) {
      const owner = execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim();
      const group = execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim();
      chownSync(dataDir, Number(owner), Number(group));
      chownSync(passwordFile, Number(owner), Number(group));
    }
    const [command, args] = asOwner("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "--auth=scram-sha-256",
      `--pwfile=${passwordFile}`,
      "--encoding=UTF8",
      "--locale=C.UTF-8",
    ]);
    const result = spawnSync(command, args, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`initdb failed:\n${result.stderr || result.stdout}`);
  } finally {
    spawnSync("rm", ["-f", passwordFile]);
  }
  return true;
};

/**
 * Starts the cluster in the foreground (postgres itself, so that stopping the stack stops it)
 * and resolves once it accepts connections.
 * @param {ClusterOptions} options
 * @returns {Promise<{ running: import("../processes.mjs").Running, created: boolean }>}
 */
export const startPostgres = async (options) => {
  const created = ensureCluster(options);
  const [command, args] = asOwner("postgres", [
    "-D",
    options.dataDir,
    "-p",
    String(options.port),
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    `unix_socket_directories=${options.dataDir}`,
    // Two Directus instances with their pools and a psql: well under the default 100.
    "-c",
    "max_connections=60",
  ]);
  const running = startChild(command, args, process.env, { logFile: options.logFile });
  const exitedEarly = running.exited.then(({ code, signal }) => {
    throw new Error(`PostgreSQL exited (${code ?? signal}) while starting:\n${running.output()}`);
  });
  await Promise.race([waitForPort(options.port, 30_000), exitedEarly]);
  exitedEarly.catch(() => {});
  await waitForQueries(options);
  return { running, created };
};

/**
 * Stops the cluster with a fast shutdown (open sessions ended, a clean checkpoint) through
 * pg_ctl, as its owner: a signal to the `runuser` wrapper would not reach postgres.
 * @param {string} dataDir
 */
export const stopPostgresFast = (dataDir) => {
  const [command, args] = asOwner("pg_ctl", ["stop", "-D", dataDir, "-m", "fast", "-w"]);
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`pg_ctl stop failed:\n${result.stderr || result.stdout}`);
};

/**
 * Runs SQL as the superuser through psql; resolves with its output.
 * @param {{ port: number, superPassword: string }} cluster
 * @param {string} sql
 * @param {string} [database]
 */
export const psql = (cluster, sql, database = "postgres") => {
  const result = spawnSync(
    "psql",
    ["-h", "127.0.0.1", "-p", String(cluster.port), "-U", "postgres", "-d", database, "-v", "ON_ERROR_STOP=1", "-At", "-c", sql],
    { encoding: "utf8", env: { ...process.env, PGPASSWORD: cluster.superPassword } },
  );
  if (result.status !== 0) throw new Error(`psql: ${result.stderr.trim()}`);
  return result.stdout.trim();
};

/** PostgreSQL listens before it accepts queries (recovery after a crash): wait for a query. */
const waitForQueries = async (/** @type {ClusterOptions} */ cluster) => {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      psql(cluster, "select 1");
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
};

/**
 * The CMS's role and database (made when missing; the role's password set to `password` every
 * start, so the stack's secrets file is what counts). Tells whether the database was made now.
 * @param {{ port: number, superPassword: string }} cluster
 * @param {{ name: string, password: string }} owner
 */
export const ensureDatabase = (cluster, { name, password }) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain PostgreSQL name: ${name}`);
  const literal = `'${password.replaceAll("'", "''")}'`;
  const hasRole = psql(cluster, `select 1 from pg_roles where rolname = '${name}'`) === "1";
  psql(cluster, `${hasRole ? "alter" : "create"} role ${name} with login password ${literal}`);
  const hasDatabase = psql(cluster, `select 1 from pg_database where datname = '${name}'`) === "1";
  if (!hasDatabase) psql(cluster, `create database ${name} owner ${name} encoding 'UTF8'`);
  return !hasDatabase;
};
