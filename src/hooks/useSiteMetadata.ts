import type { SiteMetadata } from "../lib/navigation/site-globals";
import { useSiteGlobals } from "./useSiteGlobals";

export type { SiteMetadata };

/**
 * The one way components (server rendering and the browser) read the agency's name, URL and
 * e-mail addresses: the name and addresses as the editors keep them in Directus, the rest from
 * gatsby-config (src/hooks/useSiteGlobals.ts). Node code imports src/gatsby/node/site-metadata.ts
 * instead.
 */
export const useSiteMetadata = (): SiteMetadata => useSiteGlobals().metadata;
