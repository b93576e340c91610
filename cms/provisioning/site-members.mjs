/**
 * Visitors who register on the site become users with this role (once they confirm their
 * address: cms/extensions/site-members, which finds the role by this name). Its policy grants
 * nothing: they cannot open the app or read any data.
 */
import { memberRoleName } from "../extensions/site-members/names.mjs";

/** @type {import("./engine/spec.mjs").Part} */
export const siteMembers = {
  policies: [
    {
      name: memberRoleName,
      once: true,
      icon: "person",
      description: "Visitors registered on the site: may sign in, nothing else (no app, no data).",
      app_access: false,
      admin_access: false,
    },
  ],
  roles: [
    {
      name: memberRoleName,
      once: true,
      icon: "person",
      description: "Visitors registered on the site (made by the site's register form).",
      policies: [memberRoleName],
    },
  ],
};
