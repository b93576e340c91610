import React from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";

interface SectionHeadingProps {
  title: string;
  subTitle?: string;
  /** Heading level; sections on a page sit under its single h1. */
  level?: 2 | 3;
  id?: string;
  align?: "start" | "center";
}

const Wrapper = styled.header<{ $align: "start" | "center" }>`
  max-width: 760px;
  margin: ${({ $align }) => ($align === "center" ? "0 auto" : "0")};
  margin-bottom: ${theme.spacing(5)};
  text-align: ${({ $align }) => $align};
`;

const Title = styled.h2`
  font-size: clamp(1.75rem, 4vw, 2.75rem);
`;

const SubTitle = styled.p`
  margin: 0;
  font-size: 1.125rem;
  color: ${theme.colors.textMuted};
`;

export const SectionHeading = ({ title, subTitle, level = 2, id, align = "center" }: SectionHeadingProps) => (
  <Wrapper $align={align}>
    <Title as={`h${level}`} id={id}>
      {title}
    </Title>
    {subTitle && <SubTitle>{subTitle}</SubTitle>}
  </Wrapper>
);
