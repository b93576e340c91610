/**
 * Names the seed gives the site's roles (cms/scripts/seed.mjs) and this extension looks up:
 * one place, so a renamed role cannot silently open or close the endpoints.
 */
export const memberRoleName = "Site member";
export const formsRoleName = "Site forms";
