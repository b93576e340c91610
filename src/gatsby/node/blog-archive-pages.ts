import { archivePageSize } from "../../lib/blog/constants";
import { archivePath } from "../../lib/blog/paths";

/** Page context of the archive template (src/templates/blog-archive.tsx). */
export interface ArchivePageContext {
  /** 1-based. */
  page: number;
  pageCount: number;
  skip: number;
  limit: number;
}

/**
 * The plain archive: every post, newest first, `archivePageSize` to a page, as links that
 * work without JavaScript and that crawlers follow. One page even for an empty blog.
 */
export const archivePages = (postCount: number, pageSize = archivePageSize): { path: string; context: ArchivePageContext }[] => {
  const pageCount = Math.max(1, Math.ceil(postCount / pageSize));
  return Array.from({ length: pageCount }, (_, index) => ({
    path: archivePath(index + 1),
    context: { page: index + 1, pageCount, skip: index * pageSize, limit: pageSize },
  }));
};
