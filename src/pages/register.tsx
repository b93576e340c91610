import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { RegisterForm } from "../components/forms/RegisterForm";
import { PageHeader } from "../components/sections/PageHeader";
import { Seo } from "../components/seo/Seo";
import { Container, Section } from "../components/ui/Container";

const intro = "Create a Northbeam Studio account: choose a username, then log in with your email address.";

const RegisterPage = (_props: PageProps) => (
  <>
    <PageHeader eyebrow="Register" title="Create your account" subTitle={intro} />
    <Section>
      <Container>
        <RegisterForm />
      </Container>
    </Section>
  </>
);

export default RegisterPage;

export const Head: HeadFC = ({ location }) => <Seo title="Register" pathname={location.pathname} description={intro} />;
