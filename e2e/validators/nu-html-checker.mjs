/**
 * The W3C Nu HTML Checker (`vnu-jar`, run by the machine's Java) over a list of files: its
 * JSON report, errors only. Java is a Debian package that `npm test` installs
 * (scripts/lib/system-packages.mjs); vnu-jar's own install script, which would download a JDK,
 * is not allowed to run (package.json's allowScripts).
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * @typedef {object} NuMessage one message of the checker's JSON report
 * @property {"error" | "info" | "non-document-error"} type
 * @property {string} [subType] "fatal", "warning", "io"...
 * @property {string} [url] `file:/...` of the checked file
 * @property {string} message
 * @property {string} [extract] the source around the place, with the place at `hiliteStart`
 * @property {number} [hiliteStart]
 * @property {number} [hiliteLength]
 * @property {number} [firstLine]
 * @property {number} [lastLine]
 * @property {number} [firstColumn]
 * @property {number} [lastColumn]
 */

const require = createRequire(import.meta.url);

/** The checker's jar inside the vnu-jar package. */
export const vnuJar = () => path.join(path.dirname(require.resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

/** Files per run of the checker: one Java start for a whole site, within the command-line limit. */
const filesPerRun = 400;

/**
 * @typedef {object} NuReport
 * @property {NuMessage[]} messages
 * @property {string[]} checkedFiles the files the checker says it read (`--verbose`): a file it
 *   could not read gets no message at all, so this is how a skipped file shows
 */

/**
 * @param {string[]} files absolute paths
 * @returns {Promise<NuReport>}
 */
const checkBatch = (files) =>
  new Promise((resolve, reject) => {
    const args = ["-jar", vnuJar(), "--errors-only", "--format", "json", "--stdout", "--verbose", ...files];
    const child = spawn("java", args, {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", (error) => reject(new Error(`the Nu HTML Checker did not start (is Java installed?): ${error.message}`)));
    child.on("exit", (code) => {
      // Exit 1 means "errors found"; anything else, or output that is not its report, is a failure.
      try {
        if (code !== 0 && code !== 1) throw new Error(`exit ${code}`);
        const report = /** @type {{ messages?: NuMessage[] }} */ (JSON.parse(stdout));
        if (!Array.isArray(report.messages)) throw new Error("no messages in its report");
        const requested = new Set(files);
        const checkedFiles = stderr.split("\n").filter((line) => requested.has(line));
        resolve({ messages: report.messages, checkedFiles });
      } catch (error) {
        reject(new Error(`the Nu HTML Checker failed (${/** @type {Error} */ (error).message}): ${stderr.slice(0, 2000)}`));
      }
    });
  });

/**
 * Checks the files, in as few Java runs as the command line allows, one after the other.
 * @param {string[]} files absolute paths
 * @returns {Promise<NuReport>}
 */
export const runNuHtmlChecker = async (files) => {
  /** @type {NuReport} */
  const report = { messages: [], checkedFiles: [] };
  for (let start = 0; start < files.length; start += filesPerRun) {
    const batch = await checkBatch(files.slice(start, start + filesPerRun));
    report.messages.push(...batch.messages);
    report.checkedFiles.push(...batch.checkedFiles);
  }
  return report;
};
