import React from "react";
import styled from "styled-components";
import type { Testimonial } from "./testimonials";
import { theme } from "../../theme/theme";

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${theme.spacing(3)};
  height: 100%;
  margin: 0;
  padding: ${theme.spacing(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  blockquote {
    margin: 0;
    font-size: 1.0625rem;
  }
`;

const Caption = styled.figcaption`
  display: grid;

  strong {
    color: ${theme.colors.heading};
  }

  span {
    color: ${theme.colors.textMuted};
  }
`;

/** A client's words with their name and role. */
export const TestimonialCard = ({ testimonial }: { testimonial: Testimonial }) => (
  <Figure>
    <blockquote>
      <p>{testimonial.text}</p>
    </blockquote>
    <Caption>
      <strong>{testimonial.avatarName}</strong>
      <span>{testimonial.avatarDesignation}</span>
    </Caption>
  </Figure>
);
