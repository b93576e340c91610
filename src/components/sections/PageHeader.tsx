import React from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";
import { titleFontSize } from "../../theme/title-scale";
import { eyebrowText } from "../ui/textStyles";
import { Container } from "../ui/Container";

interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  /** Small label above the title, e.g. the section the page belongs to. */
  eyebrow?: string;
  subTitle?: string;
}

const Wrapper = styled.header`
  padding-block: ${theme.spacing(8, 6)};
  background:
    radial-gradient(circle at 90% 0%, rgba(190, 24, 93, 0.18), transparent 45%),
    radial-gradient(circle at 0% 100%, rgba(109, 40, 217, 0.24), transparent 50%);
  border-bottom: 1px solid ${theme.colors.border};

  ${theme.up("md")} {
    padding-block: ${theme.spacing(10, 6)};
  }
`;

const Eyebrow = styled.p`
  margin-bottom: ${theme.spacing(1)};
  ${eyebrowText}
`;

const Title = styled.h1<{ $fontSize: string }>`
  max-width: 900px;
  font-size: ${({ $fontSize }) => $fontSize};
`;

const SubTitle = styled.p`
  max-width: 720px;
  margin: ${theme.spacing(2)} 0 0;
  color: ${theme.colors.textMuted};
  font-size: 1.125rem;
`;

/** Title band at the top of inner pages. */
export const PageHeader = ({ title, eyebrow, subTitle }: PageHeaderProps) => (
  <Wrapper>
    <Container>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Title $fontSize={titleFontSize(title, "pageHeader")}>{title}</Title>
      {subTitle && <SubTitle>{subTitle}</SubTitle>}
    </Container>
  </Wrapper>
);
