import { pageChangeStamp, pageFileIds, pageNodeInput } from "../page-nodes";
import { planPageSync } from "../page-sync";
import { pageFields, pageStampFields, type DirectusPageItem } from "../page-items";

const cms = "http://127.0.0.1:8055";
const hero = "5ac6f08f-1426-444d-9c22-6245b2dcb9b5";
const inline = "0b6e1c7a-3f7d-4a55-9d1e-2f0c8b1e7a10";
const share = "c3d4e5f6-1111-4222-8333-944455556666";

const page = (blocks: DirectusPageItem["blocks"]): DirectusPageItem => ({
  id: 4,
  status: "published",
  title: "Spring offer",
  slug: "spring-offer",
  date_published: "2026-03-05T10:00:00.000Z",
  meta_title: "",
  meta_description: "Our spring offer",
  share_image: share.toUpperCase(),
  no_index: null,
  blocks,
});

describe("pageNodeInput", () => {
  it("maps each block by its type, in order, with camelCase fields and every value present", () => {
    const skipped: unknown[] = [];
    const input = pageNodeInput(
      page([
        {
          id: 12,
          sort: 2,
          collection: "block_faq",
          item: { id: 9, title: "Questions", sub_title: null, items: [{ title: "Why?", content: "Because." }, "junk"] },
        },
        {
          id: 11,
          sort: 1,
          collection: "block_hero",
          item: {
            id: 3,
            mini_title: "New",
            title: " Spring ",
            sub_title: null,
            image: hero,
            image_alt: null,
            anchor_label: "More",
          },
        },
        {
          id: 13,
          sort: 3,
          collection: "block_pricing",
          item: { id: 5, title: "Plans", plans: [{ title: "Gold", monthly_price: "449", yearly_price: null, popular: true }] },
        },
        {
          id: 14,
          sort: 4,
          collection: "block_rich_text",
          item: { id: 6, title: "", body: `<p>Hi</p><img src="${cms}/assets/${inline}">` },
        },
        { id: 15, sort: 5, collection: "block_services", item: { id: 7, title: "", services: ["web-dev", 3], numbered: null } },
        { id: 16, sort: 6, collection: "block_gone", item: { id: 1 } },
        { id: 17, sort: 7, collection: "block_counters", item: null },
      ]),
      { apiUrl: cms, changeStamp: "stamp", skipped: (block) => skipped.push(block.id) },
    );
    expect(input).toMatchObject({ type: "DirectusPage", key: "4" });
    expect(input.fields).toMatchObject({
      directusId: "4",
      title: "Spring offer",
      slug: "spring-offer",
      metaTitle: null,
      metaDescription: "Our spring offer",
      shareImage: share,
      noIndex: false,
      changeStamp: "stamp",
    });
    expect(input.fields.blocks).toEqual([
      {
        blockType: "DirectusBlockHero",
        directusId: "3",
        collection: "block_hero",
        miniTitle: "New",
        title: "Spring",
        subTitle: "",
        imageAlt: "",
        anchorLabel: "More",
        image: hero,
      },
      {
        blockType: "DirectusBlockFaq",
        directusId: "9",
        collection: "block_faq",
        title: "Questions",
        subTitle: "",
        items: [{ title: "Why?", content: "Because." }],
      },
      {
        blockType: "DirectusBlockPricing",
        directusId: "5",
        collection: "block_pricing",
        title: "Plans",
        subTitle: "",
        plans: [{ title: "Gold", subTitle: "", monthlyPrice: 449, yearlyPrice: 0, features: "", popular: true }],
      },
      {
        blockType: "DirectusBlockRichText",
        directusId: "6",
        collection: "block_rich_text",
        title: "",
        body: `<p>Hi</p><img src="${cms}/assets/${inline}">`,
        bodyImages: [inline],
      },
      {
        blockType: "DirectusBlockServices",
        directusId: "7",
        collection: "block_services",
        title: "",
        subTitle: "",
        services: ["web-dev"],
        numbered: false,
      },
    ]);
    expect(skipped).toEqual([16, 17]);
    expect(input.fields.fileIds).toEqual([share, hero, inline]);
  });

  it("finds no file on a page without images", () => {
    expect(pageFileIds(null, [])).toEqual([]);
  });
});

describe("pageChangeStamp", () => {
  const stampItem = {
    id: 4,
    date_created: "2026-03-01T00:00:00.000Z",
    date_updated: "2026-03-02T00:00:00.000Z",
    blocks: [
      { id: 11, sort: 1, collection: "block_hero", item: { id: 3, date_updated: null } },
      { id: 12, sort: 2, collection: "block_faq", item: { id: 9, date_updated: "2026-03-02T00:00:00.000Z" } },
    ],
  };
  const stamp = pageChangeStamp(stampItem, cms);

  it("changes when the page, a block, or the blocks' order changes, and with the CMS", () => {
    expect(pageChangeStamp({ ...stampItem }, cms)).toBe(stamp);
    expect(pageChangeStamp({ ...stampItem, date_updated: "2026-03-03T00:00:00.000Z" }, cms)).not.toBe(stamp);
    const [first, second] = stampItem.blocks;
    const edited = { ...second!, item: { id: 9, date_updated: "2026-03-04T00:00:00.000Z" } };
    expect(pageChangeStamp({ ...stampItem, blocks: [first!, edited] }, cms)).not.toBe(stamp);
    expect(pageChangeStamp({ ...stampItem, blocks: [{ ...first!, sort: 3 }, second!] }, cms)).not.toBe(stamp);
    expect(pageChangeStamp({ ...stampItem, blocks: [first!] }, cms)).not.toBe(stamp);
    expect(pageChangeStamp({ ...stampItem, blocks: [first!, { ...second!, item: null }] }, cms)).not.toBe(stamp);
    expect(pageChangeStamp(stampItem, "http://127.0.0.1:9155")).not.toBe(stamp);
  });

  it("is read with the page's dates and its blocks' ids and dates only, no content", () => {
    expect(pageStampFields.split(",")).toEqual(
      expect.arrayContaining(["id", "date_created", "date_updated", "blocks.id", "blocks.item:block_hero.date_updated"]),
    );
    expect(pageStampFields).not.toMatch(/title|body|items/);
    expect(pageFields).toContain("blocks.item:block_rich_text.body");
  });
});

describe("planPageSync", () => {
  it("keeps unchanged pages, fetches new and changed ones, removes those no longer visible", () => {
    const existing = new Map([
      ["1", "a"],
      ["2", "b"],
      ["3", "c"],
    ]);
    expect(
      planPageSync(
        [
          { id: "1", stamp: "a" },
          { id: "2", stamp: "B" },
          { id: "4", stamp: "d" },
        ],
        existing,
      ),
    ).toEqual({ keep: ["1"], fetch: ["2", "4"], remove: ["3"] });
    expect(planPageSync([{ id: "1", stamp: "a" }], new Map())).toEqual({ keep: [], fetch: ["1"], remove: [] });
  });
});
