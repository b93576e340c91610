import { archivePageSize } from "../../lib/blog/constants";
import { archivePath } from "../../lib/blog/paths";
import type { CardPost } from "./blog-pages-query";

/** A post as an archive page lists it: a link with its date and category. */
export type ArchiveEntry = Pick<CardPost, "id" | "directusId" | "title" | "dateCreated" | "dateCreatedText" | "category">;

/** Page context of the archive template (src/templates/blog-archive.tsx). */
export interface ArchivePageContext {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Posts before this page's first. */
  skip: number;
  /** This page's posts, newest first, given by createPages rather than queried (as a category's). */
  posts: ArchiveEntry[];
}

const entryOf = ({ id, directusId, title, dateCreated, dateCreatedText, category }: CardPost): ArchiveEntry => ({
  id,
  directusId,
  title,
  dateCreated,
  dateCreatedText,
  category,
});

/**
 * The plain archive: every post (`posts`, newest first), `archivePageSize` to a page, as links
 * that work without JavaScript and that crawlers follow. One page even for an empty blog.
 */
export const archivePages = (
  posts: readonly CardPost[],
  pageSize = archivePageSize,
): { path: string; context: ArchivePageContext }[] => {
  const pageCount = Math.max(1, Math.ceil(posts.length / pageSize));
  return Array.from({ length: pageCount }, (_, index) => ({
    path: archivePath(index + 1),
    context: {
      page: index + 1,
      pageCount,
      skip: index * pageSize,
      posts: posts.slice(index * pageSize, (index + 1) * pageSize).map(entryOf),
    },
  }));
};
