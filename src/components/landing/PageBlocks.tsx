import type { IGatsbyImageData } from "gatsby-plugin-image";
import React, { type ReactNode } from "react";
import { blockAnchorId } from "../../lib/landing-pages/block-content";
import { editable } from "../../lib/visual-editor";
import { CallToActionBlock } from "./blocks/CallToActionBlock";
import { ContactFormBlock } from "./blocks/ContactFormBlock";
import { CountersBlock } from "./blocks/CountersBlock";
import { FaqBlock } from "./blocks/FaqBlock";
import { FeaturesBlock } from "./blocks/FeaturesBlock";
import { HeroBlock } from "./blocks/HeroBlock";
import { IconCardsBlock } from "./blocks/IconCardsBlock";
import { NewsletterBlock } from "./blocks/NewsletterBlock";
import { PortfolioBlock } from "./blocks/PortfolioBlock";
import { PricingBlock } from "./blocks/PricingBlock";
import { RichTextBlock } from "./blocks/RichTextBlock";
import { ServicesBlock } from "./blocks/ServicesBlock";
import { TeamBlock } from "./blocks/TeamBlock";
import { TestimonialsBlock } from "./blocks/TestimonialsBlock";

type Block = NonNullable<Queries.LandingPageQuery["page"]>["blocks"][number];

interface PageBlocksProps {
  blocks: readonly Block[];
  /** The site's project pictures and founders' portraits, by name, when the page shows them. */
  projectImages: ReadonlyMap<string, IGatsbyImageData>;
  portraits: ReadonlyMap<string, IGatsbyImageData>;
}

/** One block as the site's section that shows it. */
const blockSection = (block: Block, index: number, blocks: readonly Block[], props: PageBlocksProps): ReactNode => {
  const titleId = `${blockAnchorId(index)}-title`;
  switch (block.__typename) {
    case "DirectusBlockHero":
      return (
        <HeroBlock
          block={block}
          headingLevel={index === 0 ? 1 : 2}
          titleId={titleId}
          anchorTarget={index + 1 < blocks.length ? blockAnchorId(index + 1) : undefined}
        />
      );
    case "DirectusBlockRichText":
      return <RichTextBlock block={block} titleId={titleId} />;
    case "DirectusBlockCallToAction":
      return <CallToActionBlock block={block} />;
    case "DirectusBlockServices":
      return <ServicesBlock block={block} titleId={titleId} />;
    case "DirectusBlockFeatures":
      return <FeaturesBlock block={block} titleId={titleId} />;
    case "DirectusBlockCounters":
      return <CountersBlock block={block} titleId={titleId} />;
    case "DirectusBlockFaq":
      return <FaqBlock block={block} titleId={titleId} />;
    case "DirectusBlockIconCards":
      return <IconCardsBlock block={block} titleId={titleId} />;
    case "DirectusBlockTestimonials":
      return <TestimonialsBlock block={block} titleId={titleId} />;
    case "DirectusBlockPricing":
      return <PricingBlock block={block} titleId={titleId} />;
    case "DirectusBlockPortfolio":
      return <PortfolioBlock block={block} titleId={titleId} images={props.projectImages} />;
    case "DirectusBlockTeam":
      return <TeamBlock block={block} titleId={titleId} portraits={props.portraits} />;
    case "DirectusBlockContactForm":
      return <ContactFormBlock block={block} titleId={titleId} />;
    case "DirectusBlockNewsletter":
      return <NewsletterBlock block={block} titleId={titleId} />;
    default:
      return null;
  }
};

/**
 * A landing page's blocks, top to bottom, each the site's own section. Each sits in a band with
 * the id the hero's scroll anchor leads to; on the preview server the band opens the block's
 * fields in Directus's Visual Editor.
 */
export const PageBlocks = (props: PageBlocksProps) => (
  <>
    {props.blocks.map((block, index) => (
      <div
        key={`${block.collection}-${block.directusId}`}
        id={blockAnchorId(index)}
        {...editable({ collection: block.collection as `block_${string}`, item: block.directusId, mode: "drawer" })}
      >
        {blockSection(block, index, props.blocks, props)}
      </div>
    ))}
  </>
);
