import { billingPeriods, defaultBillingPeriod, pricingPlans, type PricingPlan } from "../pricing-content";
import { formatPrice, periodUnit, plansFor } from "../pricing-logic";

const summary = (plans: readonly PricingPlan[]) => plans.map(({ title, price }) => [title, price]);

describe("plansFor", () => {
  it("returns Silver, Gold and Platinum at their monthly prices", () => {
    expect(summary(plansFor("monthly"))).toEqual([
      ["Silver", 399],
      ["Gold", 449],
      ["Platinum", 599],
    ]);
  });

  it("returns Silver, Gold and Platinum at their yearly prices", () => {
    expect(summary(plansFor("yearly"))).toEqual([
      ["Silver", 499],
      ["Gold", 649],
      ["Platinum", 899],
    ]);
  });

  it("only returns plans of the requested period", () => {
    for (const { id } of billingPeriods) {
      expect(plansFor(id).every((plan) => plan.timeline === id)).toBe(true);
    }
  });

  it("filters a list that is passed in", () => {
    const [first, second] = pricingPlans;
    expect(plansFor("yearly", [first!, { ...second!, timeline: "yearly" }])).toEqual([{ ...second!, timeline: "yearly" }]);
    expect(plansFor("monthly", [])).toEqual([]);
  });

  it("marks only Gold as popular, in both periods", () => {
    for (const { id } of billingPeriods) {
      expect(
        plansFor(id)
          .filter((plan) => plan.popular)
          .map((plan) => plan.title),
      ).toEqual(["Gold"]);
    }
  });

  it("gives every plan a unique id, dollar currency and at least one feature", () => {
    expect(new Set(pricingPlans.map((plan) => plan.id)).size).toBe(pricingPlans.length);
    for (const plan of pricingPlans) {
      expect(plan.currency).toBe("$");
      expect(plan.features.length).toBeGreaterThan(0);
    }
  });
});

describe("billing periods", () => {
  it("offers Monthly first, as the default, then Yearly", () => {
    expect(billingPeriods.map(({ id, label }) => [id, label])).toEqual([
      ["monthly", "Monthly"],
      ["yearly", "Yearly"],
    ]);
    expect(defaultBillingPeriod).toBe("monthly");
  });
});

describe("formatPrice", () => {
  it("puts the currency before the whole amount", () => {
    expect(formatPrice({ price: 399, currency: "$" })).toBe("$399");
    expect(formatPrice({ price: 1299, currency: "$" })).toBe("$1,299");
  });

  it.each([
    [0, "$0"],
    [999, "$999"],
    [1000, "$1,000"],
    [1234567, "$1,234,567"],
    [899.6, "$900"],
  ])("writes %p as %p", (price, expected) => {
    expect(formatPrice({ price, currency: "$" })).toBe(expected);
  });
});

describe("periodUnit", () => {
  it("names the unit of each billing period", () => {
    expect(periodUnit("monthly")).toBe("month");
    expect(periodUnit("yearly")).toBe("year");
  });
});
