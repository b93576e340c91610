import { startExtraSite, type ExtraSite } from "./extra-site";

/**
 * A second `gatsby serve` of the same build whose Functions point at a CMS that is not
 * there (a closed port), so tests can see how forms behave with Directus down without
 * stopping the CMS the other tests use.
 */
export const startOfflineSite = (port = 9190): Promise<ExtraSite> =>
  startExtraSite(port, {
    DIRECTUS_URL: "http://127.0.0.1:9",
    // Configured like a real site; only the CMS behind it is missing.
    DIRECTUS_FORMS_TOKEN: process.env.DIRECTUS_FORMS_TOKEN ?? "offline-site-token",
    SESSION_SECRET: process.env.SESSION_SECRET ?? "offline-site-session-secret-of-enough-length",
    TRUST_PROXY: "true",
  });
