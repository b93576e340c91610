import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { LoginForm } from "../components/forms/LoginForm";
import { PageHeader } from "../components/sections/PageHeader";
import { Seo } from "../components/seo/Seo";
import { Container, Section } from "../components/ui/Container";

const intro = "Log in with the email address and password of your Northbeam Studio account.";

const LoginPage = (_props: PageProps) => (
  <>
    <PageHeader eyebrow="Login" title="Welcome back" subTitle={intro} />
    <Section>
      <Container>
        <LoginForm />
      </Container>
    </Section>
  </>
);

export default LoginPage;

export const Head: HeadFC = ({ location }) => <Seo title="Login" pathname={location.pathname} description={intro} />;
