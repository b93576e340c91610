/** Post `index` of a made-up blog, with what its card shows: no category, no hero image. */
export const cardPost = (index: number) =>
  ({
    id: `node-${index}`,
    directusId: String(index),
    title: `Post ${index}`,
    subTitle: "",
    dateCreated: "2024-03-05T10:00:00.000Z",
    dateCreatedText: "05 Mar 2024",
    category: null,
    heroImage: null,
  }) satisfies Queries.PostCardFragment;
