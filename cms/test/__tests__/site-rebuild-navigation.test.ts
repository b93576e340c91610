/** @jest-environment node */
// The site-rebuild hook's rules (cms/extensions/site-rebuild/lib.mjs) for the menus and site
// details, which every page shows: any change of them asks for a rebuild, and says which.
import { affectsPublishedSite, summarizeChanges } from "../../extensions/site-rebuild/lib.mjs";

describe("a change of the menus or site details", () => {
  it("always asks for a rebuild: every page shows them", () => {
    for (const collection of ["site_globals", "navigation_menus", "navigation_links"] as const) {
      for (const event of ["create", "update", "delete"] as const) {
        expect(affectsPublishedSite({ collection, event, keys: [1], before: null, after: [] })).toBe(true);
      }
    }
  });

  it("is named in the request's summary: the link or menu by its key and name, the site details once", () => {
    expect(
      summarizeChanges([
        { collection: "navigation_links", event: "update", keys: [7], before: null, after: [], names: ["Journal"] },
        { collection: "navigation_links", event: "update", keys: [7], before: null, after: [], names: ["Journal"] },
        { collection: "navigation_menus", event: "update", keys: ["footer_links"], before: null, after: [], names: [] },
        { collection: "site_globals", event: "update", keys: [1], before: null, after: [], names: [] },
        { collection: "navigation_links", event: "create", keys: [31, 32], before: null, after: [], names: [] },
      ]),
    ).toBe("5 changes: menu link 7 “Journal” edited (2×); menu footer_links edited; site details edited; 2 menu links created");
  });
});
