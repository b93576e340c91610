import React, { type ReactNode } from "react";
import { Container, Section } from "../ui/Container";
import { SectionHeading } from "../ui/SectionHeading";

interface TitledSectionProps {
  /** Id of the heading, which names the section for assistive technology. */
  titleId: string;
  title: string;
  subTitle?: string;
  /** The section's own id, where a link or the hero's anchor leads. */
  id?: string;
  /** A narrower column, for text read line by line (questions, progress bars). */
  narrow?: boolean;
  children: ReactNode;
}

const narrowColumn = { maxWidth: 880 };

/** A band of a page under a centred heading that names it. */
export const TitledSection = ({ titleId, title, subTitle, id, narrow = false, children }: TitledSectionProps) => (
  <Section id={id} aria-labelledby={titleId}>
    <Container style={narrow ? narrowColumn : undefined}>
      <SectionHeading id={titleId} title={title} subTitle={subTitle} />
      {children}
    </Container>
  </Section>
);
