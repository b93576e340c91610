/**
 * Names the provisioning gives the site's roles (cms/provisioning) and this extension looks up:
 * one place, so a renamed role cannot silently open or close the endpoints.
 */
export const memberRoleName = "Site member";
export const formsRoleName = "Site forms";
