/**
 * Where the preview server (`npm run preview`: gatsby develop with drafts) answers: the address
 * the CMS's preview URLs and its "Refresh the preview" flow point to (the default of
 * cms/server/preview-settings.mjs). No imports, so that Playwright's config loader compiles it.
 */
export const previewUrl = "http://127.0.0.1:8001";
