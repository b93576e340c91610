/**
 * `npm run snapshot` (in cms/): writes the current collections, fields and relations to
 * schema/snapshot.yaml. Run it after changing the data model in the Directus app, and
 * commit the file: every start applies it.
 */
import { snapshotFile } from "./config.mjs";
import { directusCommand } from "./directus.mjs";

await directusCommand(["schema", "snapshot", "--yes", snapshotFile]);
console.log(`cms: schema written to ${snapshotFile}`);
