import { defaultFeedPostLimit, feedOptions, feedPostLimit } from "../feed-options";

describe("feedPostLimit", () => {
  it("is 50 unless FEED_POST_LIMIT is set", () => {
    expect(feedPostLimit(undefined)).toBe(defaultFeedPostLimit);
    expect(feedPostLimit("")).toBe(50);
    expect(feedPostLimit("120")).toBe(120);
  });

  it("refuses a setting that is not a whole number of posts", () => {
    for (const setting of ["0", "-3", "2.5", "lots"]) {
      expect(() => feedPostLimit(setting)).toThrow(/FEED_POST_LIMIT must be a whole number/);
    }
  });
});

describe("feedOptions", () => {
  it("asks for the latest posts only, newest first", () => {
    const [feed] = feedOptions(7).feeds;
    expect(feed!.query).toContain("allDirectusPost(sort: [{ dateCreated: DESC }, { directusId: DESC }], limit: 7)");
  });
});
