import { getImage, type IGatsbyImageData, type ImageDataLike } from "gatsby-plugin-image";

interface ArtFileNode {
  name: string;
  childImageSharp: ImageDataLike | null;
}

/** The processed artwork of a page query, by file name (as src/content names it). */
export const imagesByName = (nodes: readonly ArtFileNode[]): Map<string, IGatsbyImageData> =>
  new Map(
    nodes.flatMap((node) => {
      const image = node.childImageSharp ? getImage(node.childImageSharp) : undefined;
      return image ? [[node.name, image] as const] : [];
    }),
  );
