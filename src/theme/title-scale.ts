/**
 * Font sizes for a page's one title (h1) that follow its length as well as the viewport:
 * a short slogan may fill the hero, while a long sentence steps down so that on a phone
 * (390×844) and a laptop (1280×800) the title, the subtitle and the main call to action
 * stay in the first view. Lengths are counted in characters, which is what wraps.
 */
export type TitlePlacement = "hero" | "pageHeader";

interface TitleStep {
  /** The longest title, in characters, this size is for. */
  upTo: number;
  fontSize: string;
}

const steps: Record<TitlePlacement, readonly TitleStep[]> = {
  hero: [
    { upTo: 32, fontSize: "clamp(2.5rem, 7vw, 4.5rem)" },
    { upTo: 48, fontSize: "clamp(2.25rem, 5vw, 3.5rem)" },
    { upTo: Infinity, fontSize: "clamp(2rem, 4vw, 3rem)" },
  ],
  pageHeader: [
    { upTo: 40, fontSize: "clamp(2rem, 5vw, 3.25rem)" },
    { upTo: 80, fontSize: "clamp(1.875rem, 4vw, 2.75rem)" },
    { upTo: Infinity, fontSize: "clamp(1.75rem, 3.5vw, 2.375rem)" },
  ],
};

export const titleFontSize = (title: string, placement: TitlePlacement): string => {
  const length = title.trim().length;
  // The last step is for any length, so a step is always found.
  return steps[placement].find(({ upTo }) => length <= upTo)?.fontSize ?? "";
};
