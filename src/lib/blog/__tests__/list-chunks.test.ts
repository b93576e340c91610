import { listChunkSize } from "../constants";
import { allPostsList, categoryList, chunkPath, chunksCovering, splitIntoChunks, tagList } from "../list-chunks";

describe("chunkPath", () => {
  it("names one static file per list and chunk", () => {
    expect(chunkPath(allPostsList, 0)).toBe("/blog-data/all/0.json");
    expect(chunkPath(categoryList("web-development"), 3)).toBe("/blog-data/category/web-development/3.json");
    expect(chunkPath(tagList("react"), 1)).toBe("/blog-data/tag/react/1.json");
  });
});

describe("chunksCovering", () => {
  it("needs one chunk for a step inside a chunk and two for a step across a boundary", () => {
    expect(chunksCovering(4, 7, 12)).toEqual([0]);
    expect(chunksCovering(10, 13, 12)).toEqual([0, 1]);
    expect(chunksCovering(12, 15, 12)).toEqual([1]);
  });

  it("needs nothing for an empty range", () => {
    expect(chunksCovering(7, 7, 12)).toEqual([]);
  });

  it("reaches the end of a list of 10,000 posts in chunks that each hold at most a chunk's worth", () => {
    expect(chunksCovering(9_997, 10_000, listChunkSize)).toEqual([833]);
    expect(
      splitIntoChunks(
        Array.from({ length: 10_000 }, (_, index) => index),
        listChunkSize,
      ),
    ).toHaveLength(834);
  });
});

describe("splitIntoChunks", () => {
  it("keeps the order and puts the remainder last", () => {
    expect(splitIntoChunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(splitIntoChunks([], 2)).toEqual([]);
  });
});
