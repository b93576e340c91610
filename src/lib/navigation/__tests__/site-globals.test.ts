import { seededGlobals } from "../../../../cms/provisioning/site-navigation.mjs";
import { siteMetadata } from "../../../gatsby/node/site-metadata";
import { seededSiteGlobals, seededSiteGlobalsQuery } from "../../../test-utils/site-globals";
import { siteGlobals } from "../site-globals";

describe("the site's identity, menus and details (siteGlobals)", () => {
  it("takes the agency's name and addresses from the CMS, the rest from gatsby-config", () => {
    const query = seededSiteGlobalsQuery();
    const edited = siteGlobals({
      ...query,
      directusSiteGlobals: { ...query.directusSiteGlobals!, agencyName: "Northbeam", contactEmail: "hi@northbeam.test" },
    });
    expect(edited.metadata).toEqual({ ...siteMetadata, agencyName: "Northbeam", contactEmail: "hi@northbeam.test" });
  });

  it("starts as the site was before the CMS held them: the seeded name and addresses are gatsby-config's", () => {
    expect(seededSiteGlobals().metadata).toEqual(siteMetadata);
    expect([seededGlobals.agency_name, seededGlobals.contact_email, seededGlobals.support_email]).toEqual([
      siteMetadata.agencyName,
      siteMetadata.contactEmail,
      siteMetadata.supportEmail,
    ]);
    expect(seededSiteGlobals().copyrightLine).toBe(`© 2024 ${siteMetadata.agencyName}. All rights reserved.`);
    expect(seededSiteGlobals().headerButton).toMatchObject({ title: "Login | Register", href: "/login/" });
  });

  it("stops the render when the Site node or the CMS's site details are missing", () => {
    const query = seededSiteGlobalsQuery();
    expect(() => siteGlobals({ ...query, site: null })).toThrow("Gatsby's Site node is missing");
    expect(() => siteGlobals({ ...query, directusSiteGlobals: null })).toThrow("site details (site_globals) were not sourced");
  });
});
