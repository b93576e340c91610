import { graphql } from "gatsby";
import React from "react";
import { CardCarousel } from "../../../features/carousel/CardCarousel";
import { TestimonialCard } from "../../../features/tech-startup/TestimonialCard";
import { testimonialsOf } from "../../../lib/landing-pages/block-content";
import { BlockSection } from "../BlockSection";

export const testimonialsBlockFragment = graphql`
  fragment TestimonialsBlock on DirectusBlockTestimonials {
    title
    subTitle
    items {
      text
      avatarName
      avatarDesignation
    }
  }
`;

/** The tech-startup page's testimonials: clients' words with their names, in a slider. */
export const TestimonialsBlock = ({ block, titleId }: { block: Queries.TestimonialsBlockFragment; titleId: string }) => {
  const label = block.title || "Testimonials";
  return (
    <BlockSection title={block.title} subTitle={block.subTitle} titleId={titleId} label={label}>
      <CardCarousel
        label={label}
        slides={testimonialsOf(block.items).map((testimonial, index) => (
          <TestimonialCard key={`${index}-${testimonial.avatarName}`} testimonial={testimonial} />
        ))}
      />
    </BlockSection>
  );
};
