import { isIconName, type IconName } from "../../components/ui/Icon";
import type { AccordionItem } from "../../components/ui/Accordion";
import type { Counter } from "../../content/counters";
import type { Feature } from "../../content/home";
import type { IconCard } from "../../features/carousel/IconCardSlider";
import type { PlanTier } from "../../features/pricing/pricing-content";
import type { Testimonial } from "../../features/tech-startup/testimonials";

/**
 * What a landing page's blocks show, from the CMS's fields to the props of the site's own
 * section components. Pure: a row an editor left incomplete is dropped here (the app asks for
 * every field of a row, the API does not), so a section never renders an empty card.
 */

/** An icon the CMS names, or `fallback` when the site has no icon of that name. */
export const iconOf = (name: string, fallback: IconName = "layers"): IconName => (isIconName(name) ? name : fallback);

/**
 * The items of the site's own content an editor ticked (`chosen`, by id), in the content's own
 * order; every item when none is ticked. Ids the content no longer has are ignored.
 */
export const pickFromContent = <T>(all: readonly T[], chosen: readonly string[], idOf: (item: T) => string): T[] => {
  const wanted = new Set(chosen);
  const picked = all.filter((item) => wanted.has(idOf(item)));
  return picked.length > 0 ? picked : [...all];
};

const filled = (...texts: string[]): boolean => texts.every((text) => text.trim() !== "");

export const featuresOf = (rows: readonly { icon: string; title: string; text: string }[]): Feature[] =>
  rows.filter((row) => filled(row.title, row.text)).map((row) => ({ icon: iconOf(row.icon), title: row.title, text: row.text }));

export const countersOf = (rows: readonly Counter[]): Counter[] => rows.filter((row) => filled(row.title, row.number));

export const faqItemsOf = (rows: readonly AccordionItem[]): AccordionItem[] =>
  rows.filter((row) => filled(row.title, row.content));

export const iconCardsOf = (
  rows: readonly { icon: string; title: string; subTitle: string; buttonText: string; buttonUrl: string }[],
): IconCard[] =>
  rows
    .filter((row) => filled(row.title, row.subTitle, row.buttonText, row.buttonUrl))
    .map((row) => ({
      icon: iconOf(row.icon),
      title: row.title,
      subTitle: row.subTitle,
      btnText: row.buttonText,
      btnUrl: row.buttonUrl,
    }));

export const testimonialsOf = (rows: readonly { text: string; avatarName: string; avatarDesignation: string }[]): Testimonial[] =>
  rows
    .filter((row) => filled(row.text, row.avatarName))
    .map(({ text, avatarName, avatarDesignation }) => ({ text, avatarName, avatarDesignation }));

/**
 * A pricing block's plans as the site's plan tiers (pricing-content.ts's plansOfTiers prices them
 * for each period): features one a line, blank lines dropped; each tier keyed by its position.
 */
export const planTiersOf = (
  rows: readonly {
    title: string;
    subTitle: string;
    monthlyPrice: number;
    yearlyPrice: number;
    features: string;
    popular: boolean;
  }[],
): PlanTier[] =>
  rows
    .filter((row) => filled(row.title))
    .map((row, index) => ({
      slug: `plan-${index + 1}`,
      title: row.title,
      subTitle: row.subTitle,
      prices: { monthly: row.monthlyPrice, yearly: row.yearlyPrice },
      features: row.features
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
      popular: row.popular,
    }));

/** The id of the band of a page's block at `index` (the hero's scroll anchor leads to the next one). */
export const blockAnchorId = (index: number): string => `block-${index + 1}`;

/**
 * The page's heading structure: a hero that opens the page carries its one h1; otherwise the page
 * opens with a page header titled after the page, and every hero below is a band with an h2.
 */
export const opensWithHero = (blocks: readonly { __typename: string }[]): boolean =>
  blocks[0]?.__typename === "DirectusBlockHero";
