/** What gatsby-node needs to know about the blog to create its pages. */
export interface BlogPagesQuery {
  allDirectusPost: {
    nodes: {
      id: string;
      directusId: string;
      title: string;
      tags: string[];
      category: { directusId: string; slug: string; name: string } | null;
    }[];
  };
  allDirectusCategory: { nodes: { directusId: string; slug: string; name: string }[] };
}

export const blogPagesQuery = `
  query BlogPages {
    allDirectusPost(sort: [{ dateCreated: DESC }, { directusId: DESC }]) {
      nodes {
        id
        directusId
        title
        tags
        category {
          directusId
          slug
          name
        }
      }
    }
    allDirectusCategory {
      nodes {
        directusId
        slug
        name
      }
    }
  }
`;
