import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import styled from "styled-components";
import { ContactForm } from "../components/forms/ContactForm";
import { PageHeader } from "../components/sections/PageHeader";
import { Seo } from "../components/seo/Seo";
import { Container, Section } from "../components/ui/Container";
import { SiteLink } from "../components/ui/SiteLink";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { theme } from "../theme/theme";

const Grid = styled(Container)`
  display: grid;
  gap: ${theme.spacing(6)};

  ${theme.up("md")} {
    grid-template-columns: 1fr 2fr;
  }
`;

const contactIntro = "Tell us about your project and we will reply within one business day.";

const ContactPage = (_props: PageProps) => {
  const { contactEmail } = useSiteMetadata();
  return (
    <>
      <PageHeader eyebrow="Contact" title="Let's talk about your project" subTitle={contactIntro} />
      <Section>
        <Grid>
          <div>
            <h2>Other ways to reach us</h2>
            <p>
              Email us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
            </p>
            <p>
              Planning a larger project? The <SiteLink to="/requirements/submission/">requirements questionnaire</SiteLink> helps
              us prepare an estimate.
            </p>
          </div>
          <div>
            <h2 className="visually-hidden">Send us a message</h2>
            <ContactForm />
          </div>
        </Grid>
      </Section>
    </>
  );
};

export default ContactPage;

export const Head: HeadFC = ({ location }) => <Seo title="Contact" pathname={location.pathname} description={contactIntro} />;
