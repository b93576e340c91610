/** What gatsby-node needs to know about the blog to create its pages. */
export interface BlogPagesQuery {
  allDirectusPost: {
    nodes: { id: string; directusId: string; tags: string[]; category: { slug: string; name: string } | null }[];
  };
}

export const blogPagesQuery = `
  query BlogPages {
    allDirectusPost(sort: [{ dateCreated: DESC }, { directusId: DESC }]) {
      nodes {
        id
        directusId
        tags
        category {
          slug
          name
        }
      }
    }
  }
`;
