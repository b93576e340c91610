import type { IGatsbyImageData } from "gatsby-plugin-image";

/** A File of src/images/art as page queries return it. */
interface ArtFile {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
}

/** The processed image of an artwork file, or undefined when the query found none. */
export const artImage = (file: ArtFile | null | undefined): IGatsbyImageData | undefined =>
  file?.childImageSharp?.gatsbyImageData ?? undefined;

/** The processed artwork of a page query, by file name (as src/content names it). */
export const imagesByName = (nodes: readonly (ArtFile & { readonly name: string })[]): Map<string, IGatsbyImageData> =>
  new Map(
    nodes.flatMap((node) => {
      const image = artImage(node);
      return image ? [[node.name, image] as const] : [];
    }),
  );
