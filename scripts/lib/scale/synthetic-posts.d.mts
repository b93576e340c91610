export interface SyntheticPost {
  status: "published";
  title: string;
  sub_title: string;
  body: string;
  tags: string[];
  category: number | string;
  hero_image: string | null;
  date_created: string;
}
export declare const seededRandom: (seed: number) => () => number;
export declare const scaleTags: string[];
export declare const extraCategories: Array<{ slug: string; name: string }>;
export declare const zipfPicker: (size: number, exponent?: number) => (random: () => number) => number;
export declare const syntheticBody: (random: () => number) => string;
export declare const syntheticPosts: (options: {
  count: number;
  seed?: number;
  categoryIds: Array<number | string>;
  heroImageIds?: string[];
  endDate?: string;
  years?: number;
}) => SyntheticPost[];
