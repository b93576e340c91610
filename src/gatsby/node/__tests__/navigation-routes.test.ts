/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { seededGlobals, seededMenus } from "../../../../cms/provisioning/site-navigation.mjs";
import { marketingPages } from "../marketing-pages";

const root = path.resolve(__dirname, "../../../..");

interface SnapshotField {
  collection: string;
  field: string;
  meta: { options: { choices?: { text: string; value: string }[] } | null } | null;
}

/** The pages an editor may pick for a link (navigation_links.route's choices in the committed schema). */
const routeChoices = (): string[] => {
  const snapshot = yaml.load(readFileSync(path.join(root, "cms/schema/snapshot.yaml"), "utf8")) as { fields: SnapshotField[] };
  const field = snapshot.fields.find((candidate) => candidate.collection === "navigation_links" && candidate.field === "route");
  return (field?.meta?.options?.choices ?? []).map((choice) => choice.value);
};

/** The pages of src/pages (a file's path as its route; index is the home page), the 404 page left out. */
const pageFileRoutes = (): string[] =>
  readdirSync(path.join(root, "src/pages"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes("__tests__") && !/^404\./.test(file))
    .map((file) => file.replace(/\.tsx?$/, "").replace(/(^|\/)index$/, ""))
    .map((route) => (route === "" ? "/" : `/${route}/`));

describe("the pages a menu link may lead to (navigation_links.route)", () => {
  it("are the site's own pages: src/pages and the service, team, case-study and tech-startup pages, not the old example addresses", () => {
    const marketing = marketingPages()
      .filter((page) => !page.context.canonicalPath)
      .map((page) => page.path);
    expect([...routeChoices()].sort()).toEqual([...new Set([...pageFileRoutes(), ...marketing])].sort());
  });

  it("hold every page the seeded menus and header button lead to", () => {
    const choices = new Set(routeChoices());
    const seeded = [...seededMenus.flatMap((menu) => menu.links), seededGlobals.header_button].flatMap((link) => [
      link.route,
      ...(link.children ?? []).map((child) => child.route),
    ]);
    expect(seeded.filter((route) => !choices.has(route))).toEqual([]);
    expect(seeded.length).toBeGreaterThanOrEqual(20);
  });
});
