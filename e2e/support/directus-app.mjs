/**
 * The Directus app in a browser tab, as an editor uses it: the live-preview specs and
 * `npm run docs:screenshots` sign in here.
 */

/**
 * Signs `page` in to the app at `url`. Directus asks an admin for the project owner (a licence
 * contact) until one is set: not ours to set, so that prompt is put off whenever it stands in
 * the way of an action.
 * @param {import("playwright-core").Page} page
 * @param {{ url: string, email: string, password: string }} account
 */
export const signInToDirectusApp = async (page, { url, email, password }) => {
  await page.addLocatorHandler(page.getByText("You have not set a project owner."), async () => {
    await page.getByRole("button", { name: "Remind Later" }).click();
  });
  await page.goto(`${url}/admin/login`);
  await page.getByPlaceholder("Email").fill(email);
  await page.getByPlaceholder("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  // Directus answers a login no sooner than LOGIN_STALL_TIME, then loads the app: 1.1-2.8 s here.
  await page.waitForURL((address) => !address.pathname.startsWith("/admin/login"), { timeout: 9_000 });
};
