import { createSampleLandingPage, deleteSampleLandingPage, type MadePage } from "../../../cms/test/sample-landing-page.mjs";
import { heroImage } from "../../../cms/samples/images.mjs";
import { cms, cmsAdmin } from "../cms";
import { uploadImage } from "../cms-files";

/**
 * An editor makes a landing page with a hero, key figures and an FAQ, published, and another one
 * left a draft, each with a hero image of its own (e2e/landing-pages.spec.ts checks the rebuilt
 * site). The slugs carry the run's id, so that no leftover of an earlier run collides.
 */
export interface LandingEdits {
  runId: string;
  slug: string;
  draftSlug: string;
  published?: MadePage;
  draft?: MadePage;
  /** The heroes' images: the published page's, and the draft's. */
  images: { published: string; draft: string };
}

export const chooseLandingEdits = (): LandingEdits => {
  const runId = Date.now().toString(36);
  return { runId, slug: `spring-launch-${runId}`, draftSlug: `spring-draft-${runId}`, images: { published: "", draft: "" } };
};

/** Makes the images and pages in the CMS; each is recorded in `edits` as soon as it exists. */
export const applyLandingEdits = async (edits: LandingEdits): Promise<void> => {
  edits.images.published = await uploadImage(`Landing hero ${edits.runId}`, {
    bytes: await heroImage({ hue: 140, motif: "waves", seed: 7 }),
    type: "image/jpeg",
  });
  edits.images.draft = await uploadImage(`Unannounced landing hero ${edits.runId}`);
  edits.published = await createSampleLandingPage(cmsAdmin().api, { slug: edits.slug, heroImage: edits.images.published });
  edits.draft = await createSampleLandingPage(cmsAdmin().api, {
    slug: edits.draftSlug,
    status: "draft",
    heroImage: edits.images.draft,
  });
};

/** Deletes whatever of the pages and images was made. */
export const restoreLandingEdits = async ({ published, draft, images }: LandingEdits): Promise<void> => {
  for (const page of [published, draft]) if (page) await deleteSampleLandingPage(cmsAdmin().api, page);
  for (const image of Object.values(images)) if (image) await cms("DELETE", `/files/${image}`);
};
