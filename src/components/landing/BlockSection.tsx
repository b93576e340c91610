import React, { type ReactNode } from "react";
import { TitledSection } from "../sections/TitledSection";
import { Container, Section } from "../ui/Container";

interface BlockSectionProps {
  /** The block's heading; without one the band is named by `label`. */
  title: string;
  subTitle: string;
  /** Unique on the page (blocks of one type may repeat). */
  titleId: string;
  /** What the band is: its heading for assistive technology when the editor gave it no title. */
  label: string;
  narrow?: boolean;
  children: ReactNode;
}

const narrowColumn = { maxWidth: 880 };

/**
 * A landing page's band: the site's titled section when the editor gave the block a title, else a
 * section headed by `label` for assistive technology only. Either way every band has an h2, so
 * the cards inside (h3) never skip a heading level, whichever blocks a page has.
 */
export const BlockSection = ({ title, subTitle, titleId, label, narrow = false, children }: BlockSectionProps) =>
  title ? (
    <TitledSection titleId={titleId} title={title} subTitle={subTitle || undefined} narrow={narrow}>
      {children}
    </TitledSection>
  ) : (
    <Section aria-labelledby={titleId}>
      <Container style={narrow ? narrowColumn : undefined}>
        <h2 id={titleId} className="visually-hidden">
          {label}
        </h2>
        {children}
      </Container>
    </Section>
  );
