import React from "react";
import styled from "styled-components";
import { ButtonLink } from "../ui/ButtonLink";
import { Container } from "../ui/Container";
import { theme } from "../../theme/theme";

export interface CallToActionProps {
  title: string;
  buttonText: string;
  buttonUrl: string;
  /** CSS background (image URL or gradient); a brand gradient by default. */
  background?: string;
}

const Banner = styled.div<{ $background?: string }>`
  display: grid;
  gap: ${theme.spacing(3)};
  justify-items: start;
  padding: ${theme.spacing(6, 4)};
  border-radius: ${theme.radius};
  background: ${({ $background }) => $background ?? "linear-gradient(120deg, #4c1d95 0%, #6d28d9 45%, #9d174d 100%)"};
  background-size: cover;

  ${theme.up("md")} {
    grid-template-columns: 1fr auto;
    align-items: center;
    padding: ${theme.spacing(8, 8)};
  }
`;

const Title = styled.h2`
  margin: 0;
  color: #ffffff;
  font-size: clamp(1.5rem, 3.5vw, 2.25rem);
`;

const Action = styled(ButtonLink)`
  background: #ffffff;
  border-color: #ffffff;
  color: #4c1d95;

  &:hover {
    background: #f3e8ff;
    border-color: #f3e8ff;
    color: #3b0764;
  }
`;

export const CallToAction = ({ title, buttonText, buttonUrl, background }: CallToActionProps) => (
  <Container as="section" aria-label="Call to action" style={{ paddingBlock: "48px" }}>
    <Banner $background={background}>
      <Title>{title}</Title>
      <Action to={buttonUrl}>{buttonText}</Action>
    </Banner>
  </Container>
);
