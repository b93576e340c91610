import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import styled from "styled-components";
import { Seo } from "../components/seo/Seo";
import { ButtonLink } from "../components/ui/ButtonLink";
import { Container } from "../components/ui/Container";
import { theme } from "../theme/theme";

const Wrapper = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${theme.spacing(3)};
  padding-block: ${theme.spacing(16)};
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: clamp(4rem, 14vw, 8rem);
  font-weight: 800;
  line-height: 1;
  color: ${theme.colors.primaryText};
`;

export const notFoundTitle = "This page could not be found.";

const NotFoundPage = (_props: PageProps) => (
  <Wrapper>
    <Code aria-hidden="true">404</Code>
    <h1>{notFoundTitle}</h1>
    <p>The address may be mistyped, or the page may have moved.</p>
    <ButtonLink to="/">Back To Home</ButtonLink>
  </Wrapper>
);

export default NotFoundPage;

export const Head: HeadFC = ({ location }) => <Seo title={notFoundTitle} pathname={location.pathname} canonical={false} />;
