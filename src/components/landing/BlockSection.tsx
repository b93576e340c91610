import React, { type ReactNode } from "react";
import { TitledSection } from "../sections/TitledSection";
import { Container, Section } from "../ui/Container";

interface BlockSectionProps {
  /** The block's heading; without one the band is named by `label`. */
  title: string;
  subTitle: string;
  /** Unique on the page (blocks of one type may repeat). */
  titleId: string;
  /** What the band is, for assistive technology, when it has no heading. */
  label: string;
  narrow?: boolean;
  children: ReactNode;
}

const narrowColumn = { maxWidth: 880 };

/**
 * A landing page's band: the site's titled section when the editor gave the block a title, else a
 * plain section named by `label` (as the home page's key figures are).
 */
export const BlockSection = ({ title, subTitle, titleId, label, narrow = false, children }: BlockSectionProps) =>
  title ? (
    <TitledSection titleId={titleId} title={title} subTitle={subTitle || undefined} narrow={narrow}>
      {children}
    </TitledSection>
  ) : (
    <Section aria-label={label}>
      <Container style={narrow ? narrowColumn : undefined}>{children}</Container>
    </Section>
  );
