/** @jest-environment node */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fixedAddresses } from "../../../../cms/extensions/redirects/addresses.mjs";
import { archivePath, legacyPostPaths } from "../../../lib/blog/paths";
import { legacyDetailRedirects } from "../../../lib/legacy-detail-redirects";
import { hasLightTwin, isLightPath, toLightPath } from "../../../lib/light-mirror";
import { marketingPages } from "../marketing-pages";

/** The address Gatsby gives a file route of src/pages (404 gets both of its addresses). */
const fileRoutePaths = (file: string): string[] => {
  const route = file.replace(/\.tsx$/, "").replace(/(^|\/)index$/, "");
  if (route === "404") return ["/404/", "/404.html"];
  return [route === "" ? "/" : `/${route}/`];
};

const pagesDir = path.resolve(__dirname, "../../../pages");
const fileRoutes = (readdirSync(pagesDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith(".tsx"))
  .flatMap((file) => fileRoutePaths(file.split(path.sep).join("/")));

const withTwin = (paths: readonly string[]): string[] =>
  paths.flatMap((page) => (hasLightTwin(page) && !isLightPath(page) ? [page, toLightPath(page)] : [page]));

describe("the redirects hook's fixed addresses (cms/extensions/redirects/addresses.mjs)", () => {
  it("are exactly the pages the site builds from its code, their light twins and the site's own redirects", () => {
    const built = [
      ...withTwin(fileRoutes),
      ...withTwin(marketingPages().map((page) => page.path)),
      ...withTwin([archivePath(1)]),
      ...legacyDetailRedirects().map((redirect) => redirect.fromPath),
      ...withTwin(legacyPostPaths),
    ];
    expect([...fixedAddresses].sort()).toEqual([...new Set(built)].sort());
  });
});
