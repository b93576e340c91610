import { pricingPlans, type BillingPeriod, type PricingPlan } from "./pricing-content";

/** The plans offered for one billing period, in their content order. */
export const plansFor = (period: BillingPeriod, plans: readonly PricingPlan[] = pricingPlans): readonly PricingPlan[] =>
  plans.filter((plan) => plan.timeline === period);

/**
 * "$399", "$1,299": whole numbers with thousands separators, no cents, as on the price cards.
 * Written out rather than through `toLocaleString`: the cards hydrate on start-up, and the
 * first locale-aware call loads the browser's locale data on the main thread.
 */
export const formatPrice = ({ price, currency }: Pick<PricingPlan, "price" | "currency">): string =>
  `${currency}${String(Math.round(price)).replace(/\B(?=(\d{3})+$)/g, ",")}`;

const periodUnits: Record<BillingPeriod, string> = { monthly: "month", yearly: "year" };

/** The unit written after a price: "month" or "year". */
export const periodUnit = (period: BillingPeriod): string => periodUnits[period];
