/**
 * How many changes the provisioning (cms/provisioning) makes on a Directus that has none of it:
 * about 60 for the posts, forms, staff and builds, 60 for the landing pages (pages.mjs) and 15
 * for the menus and site details (site-navigation.mjs); 135 measured on PostgreSQL. One bound for
 * every check of a first run (the unit test on a fake Directus, the PostgreSQL test, the stack
 * test), so a change of the provisioning moves it in one place.
 */
export const firstProvisioningChanges = { fewest: 120, most: 180 };
