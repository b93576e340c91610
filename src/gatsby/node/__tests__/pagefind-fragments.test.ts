import { gzipSync } from "node:zlib";
import { pageIdsByPost } from "../pagefind-fragments";

const fragment = (data: unknown, signature = "pagefind_dcd") => gzipSync(`${signature}${JSON.stringify(data)}`);

describe("pageIdsByPost", () => {
  it("names each post's page by its fragment, and skips other files and pages that are not posts", () => {
    const files = [
      { path: "fragment/en_3518c9b.pf_fragment", content: fragment({ url: "/blog/12/", content: "Post 12." }) },
      { path: "fragment/en_5caebde.pf_fragment", content: fragment({ url: "/blog/1000/" }) },
      { path: "fragment/en_aaaaaaa.pf_fragment", content: fragment({ url: "/about/" }) },
      { path: "index/en_0123abc.pf_index", content: gzipSync("not a fragment") },
      { path: "pagefind-entry.json", content: new TextEncoder().encode("{}") },
    ];
    expect(pageIdsByPost(files)).toEqual({ "12": "en_3518c9b", "1000": "en_5caebde" });
  });

  it("stops with the fragment's name when Pagefind's format is not the one it reads", () => {
    const unsigned = [{ path: "fragment/en_1.pf_fragment", content: fragment({ url: "/blog/1/" }, "pagefind_v2") }];
    expect(() => pageIdsByPost(unsigned)).toThrow(
      /fragment\/en_1\.pf_fragment could not be read \(it does not begin with "pagefind_dcd"\): has Pagefind's fragment format changed/,
    );
    const uncompressed = [
      { path: "fragment/en_2.pf_fragment", content: new TextEncoder().encode('pagefind_dcd{"url":"/blog/2/"}') },
    ];
    expect(() => pageIdsByPost(uncompressed)).toThrow(/fragment\/en_2\.pf_fragment could not be read/);
  });
});
