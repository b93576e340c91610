import { expect, type FrameLocator, type Locator } from "@playwright/test";

/**
 * Opens the Visual Editor's form for `element`, a part of the preview's page shown in the CMS
 * app's Visual Editor module (`preview`, the module's frame).
 *
 * Directus's library marks an element only once the app has answered the page's request to
 * connect and then activated the page's elements: each activated one gets its outline in the
 * library's overlay and listens for the pointer from then on. A hover before that shows no edit
 * button, and a pointer resting on the element sends no second one. So the hover waits until
 * every marked element of the page has its outline (here all were there at the first look, in
 * CI once the app answered late: see `CONNECT_ATTEMPTS` in src/lib/visual-editor.ts).
 */
export const openInVisualEditor = async (preview: FrameLocator, element: Locator): Promise<void> => {
  const marked = await preview.locator("[data-directus]").count();
  expect(marked, "parts of the page marked editable").toBeGreaterThan(0);
  await expect(preview.locator("#directus-visual-editing .directus-visual-editing-rect")).toHaveCount(marked, {
    timeout: 10_000,
  });
  await element.hover();
  await preview.locator(".directus-visual-editing-rect-hover .directus-visual-editing-edit-button").click();
};
