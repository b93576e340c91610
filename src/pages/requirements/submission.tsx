import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import styled from "styled-components";
import { RequirementsForm } from "../../components/forms/RequirementsForm";
import { PageHeader } from "../../components/sections/PageHeader";
import { Seo } from "../../components/seo/Seo";
import { Container } from "../../components/ui/Container";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { theme } from "../../theme/theme";

const pageDescription =
  "Tell us about your project in our requirements questionnaire and get an estimate; a representative will reach out within three business days.";

const Body = styled.div`
  padding-block: ${theme.spacing(6, 8)};

  ${theme.up("md")} {
    padding-block: ${theme.spacing(8, 12)};
  }
`;

const Intro = styled.div`
  max-width: 720px;
  margin-bottom: ${theme.spacing(4)};

  p {
    margin: 0 0 ${theme.spacing(2)};
    color: ${theme.colors.text};
  }

  a {
    color: ${theme.colors.primaryText};
  }
`;

const RequirementsSubmissionPage = (_props: PageProps) => {
  const { supportEmail } = useSiteMetadata();
  return (
    <>
      <PageHeader eyebrow="Get an estimate" title="Project Requirements" />
      <Body>
        <Container style={{ maxWidth: 880 }}>
          <Intro>
            <p>
              This questionnaire collects the details of your project (your goals, content, design preferences, technical needs,
              budget and timeline) so that we can prepare an accurate estimate.
            </p>
            <p>After you submit it, a representative will reach out within three business days.</p>
            <p>
              Style guides and brand assets can be e-mailed to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </p>
          </Intro>
          <RequirementsForm />
        </Container>
      </Body>
    </>
  );
};

export default RequirementsSubmissionPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Project Requirements" pathname={location.pathname} description={pageDescription} />
);
