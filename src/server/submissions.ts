import { randomUUID } from "node:crypto";
import { createItem, submissionKeyColumn, type DirectusSettings } from "./directus";

/**
 * Stores one form submission exactly once. Its key (the visitor's browser's, or one made here
 * for a page built before forms sent one) is unique in the collection, so a repeat of the same
 * submission finds it stored and gets the first one's answer: this Function's own retry after
 * the CMS stored it but its answer was lost, or the visitor pressing Send again after a 503
 * from a server stopped mid-request.
 */
export const storeSubmission = async (
  settings: DirectusSettings,
  collection: string,
  { submissionKey, ...fields }: Record<string, unknown> & { submissionKey?: string },
): Promise<void> => {
  await createItem(settings, collection, { ...fields, [submissionKeyColumn]: submissionKey ?? randomUUID() });
};
