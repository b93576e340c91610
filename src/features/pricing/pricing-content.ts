export const billingPeriods = [
  { id: "monthly", label: "Monthly" },
  { id: "yearly", label: "Yearly" },
] as const;

export type BillingPeriod = (typeof billingPeriods)[number]["id"];

/** The tab that is selected when the pricing section first renders. */
export const defaultBillingPeriod: BillingPeriod = "monthly";

/** One retainer plan for one billing period. */
export interface PricingPlan {
  /** Stable key, unique across periods (e.g. `gold-yearly`). */
  id: string;
  title: string;
  subTitle: string;
  price: number;
  currency: string;
  timeline: BillingPeriod;
  features: readonly string[];
  popular: boolean;
}

/** One plan with its price for each period (a landing page's pricing block gives its own). */
export interface PlanTier {
  slug: string;
  title: string;
  subTitle: string;
  prices: Record<BillingPeriod, number>;
  features: readonly string[];
  popular: boolean;
}

/*
 * A plan's features do not change with the billing period, only its price does, so the
 * tiers are written once and expanded into one entity per period below.
 */
const tiers: readonly PlanTier[] = [
  {
    slug: "silver",
    title: "Silver",
    subTitle: "Keep a live product healthy, secure and up to date.",
    prices: { monthly: 399, yearly: 499 },
    features: [
      "Up to 10 engineering hours a month",
      "Security patches and dependency updates",
      "Uptime monitoring with monthly report",
      "Email support, reply within 2 business days",
    ],
    popular: false,
  },
  {
    slug: "gold",
    title: "Gold",
    subTitle: "A steady pace of improvements for a growing product.",
    prices: { monthly: 449, yearly: 649 },
    features: [
      "Up to 25 engineering hours a month",
      "Everything in Silver",
      "Small features and UI refinements every sprint",
      "Performance and accessibility check each quarter",
      "Shared Slack channel, reply within 1 business day",
    ],
    popular: true,
  },
  {
    slug: "platinum",
    title: "Platinum",
    subTitle: "A dedicated squad that ships alongside your team.",
    prices: { monthly: 599, yearly: 899 },
    features: [
      "Up to 50 engineering hours a month",
      "Everything in Gold",
      "Named tech lead and fortnightly roadmap review",
      "Load testing and architecture review before major releases",
      "Priority incident response, 4-hour reply around the clock",
    ],
    popular: false,
  },
];

/** Every plan of `planTiers` for every billing period, in the tiers' order, priced in dollars. */
export const plansOfTiers = (planTiers: readonly PlanTier[]): readonly PricingPlan[] =>
  billingPeriods.flatMap(({ id: timeline }) =>
    planTiers.map(({ slug, prices, ...tier }) => ({
      ...tier,
      id: `${slug}-${timeline}`,
      price: prices[timeline],
      currency: "$",
      timeline,
    })),
  );

/** Every plan for every billing period, tiers in ascending order. */
export const pricingPlans: readonly PricingPlan[] = plansOfTiers(tiers);
