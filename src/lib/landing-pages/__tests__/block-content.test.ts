import { plansOfTiers } from "../../../features/pricing/pricing-content";
import { plansFor } from "../../../features/pricing/pricing-logic";
import {
  blockAnchorId,
  countersOf,
  faqItemsOf,
  featuresOf,
  iconCardsOf,
  iconOf,
  opensWithHero,
  pickFromContent,
  planTiersOf,
  testimonialsOf,
} from "../block-content";

describe("what a landing page's blocks show", () => {
  it("takes the icons the site has, and another for a name it does not know", () => {
    expect(iconOf("shield")).toBe("shield");
    expect(iconOf("rocket")).toBe("layers");
    expect(iconOf("toString")).toBe("layers");
  });

  it("picks the ticked items of the site's content in the content's order, or all of them", () => {
    const all = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(pickFromContent(all, ["c", "a"], (item) => item.id)).toEqual([{ id: "a" }, { id: "c" }]);
    expect(pickFromContent(all, [], (item) => item.id)).toEqual(all);
    expect(pickFromContent(all, ["gone"], (item) => item.id)).toEqual(all);
  });

  it("drops rows an editor left incomplete", () => {
    expect(
      featuresOf([
        { icon: "gear", title: "Fast", text: "Very." },
        { icon: "gear", title: "", text: "No title" },
      ]),
    ).toEqual([{ icon: "gear", title: "Fast", text: "Very." }]);
    expect(
      countersOf([
        { title: "Clients", number: "22k" },
        { title: "Empty", number: " " },
      ]),
    ).toEqual([{ title: "Clients", number: "22k" }]);
    expect(
      faqItemsOf([
        { title: "Why?", content: "" },
        { title: "How?", content: "So." },
      ]),
    ).toEqual([{ title: "How?", content: "So." }]);
    expect(
      iconCardsOf([
        { icon: "nope", title: "Web", subTitle: "Sites", buttonText: "More", buttonUrl: "/service/web-dev/" },
        { icon: "code", title: "Apps", subTitle: "Apps", buttonText: "", buttonUrl: "/x/" },
      ]),
    ).toEqual([{ icon: "layers", title: "Web", subTitle: "Sites", btnText: "More", btnUrl: "/service/web-dev/" }]);
    expect(
      testimonialsOf([
        { text: "Great", avatarName: "Dana", avatarDesignation: "" },
        { text: "", avatarName: "X", avatarDesignation: "" },
      ]),
    ).toEqual([{ text: "Great", avatarName: "Dana", avatarDesignation: "" }]);
  });

  it("turns pricing rows into the site's plans, one per period, features one a line", () => {
    const tiers = planTiersOf([
      {
        title: "Silver",
        subTitle: "Small",
        monthlyPrice: 399,
        yearlyPrice: 499,
        features: "Ten hours\n\n  Patches  \n",
        popular: false,
      },
      { title: "", subTitle: "", monthlyPrice: 0, yearlyPrice: 0, features: "", popular: false },
      { title: "Gold", subTitle: "More", monthlyPrice: 449, yearlyPrice: 649, features: "All", popular: true },
    ]);
    const plans = plansOfTiers(tiers);
    expect(plansFor("monthly", plans).map((plan) => [plan.id, plan.price, plan.features])).toEqual([
      ["plan-1-monthly", 399, ["Ten hours", "Patches"]],
      ["plan-2-monthly", 449, ["All"]],
    ]);
    expect(plansFor("yearly", plans).map((plan) => [plan.title, plan.price, plan.popular, plan.currency])).toEqual([
      ["Silver", 499, false, "$"],
      ["Gold", 649, true, "$"],
    ]);
  });

  it("gives each block a band id, and the h1 to a hero only when it opens the page", () => {
    expect([0, 1, 2].map(blockAnchorId)).toEqual(["block-1", "block-2", "block-3"]);
    expect(opensWithHero([{ __typename: "DirectusBlockHero" }, { __typename: "DirectusBlockFaq" }])).toBe(true);
    expect(opensWithHero([{ __typename: "DirectusBlockFaq" }, { __typename: "DirectusBlockHero" }])).toBe(false);
    expect(opensWithHero([])).toBe(false);
  });
});
