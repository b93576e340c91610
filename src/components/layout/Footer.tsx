import React from "react";
import styled from "styled-components";
import type { NavLink } from "../../content/navigation";
import type { Menu } from "../../lib/navigation/site-navigation";
import { NewsletterForm } from "../forms/NewsletterForm";
import { Container } from "../ui/Container";
import { Icon } from "../ui/Icon";
import { Logo, type LogoVariant } from "../ui/Logo";
import { theme } from "../../theme/theme";
import { NavHref } from "./NavHref";

interface FooterProps {
  agencyName: string;
  contactEmail: string;
  logoVariant: LogoVariant;
  /** The second and third columns: a heading and its links each. */
  columns: readonly [Menu, Menu];
  /** The bottom bar's links; its title is the name screen readers announce for them. */
  legal: Menu;
  /** The bottom bar's line, as the editors wrote it. */
  copyrightLine: string;
}

const Wrapper = styled.footer`
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

const Columns = styled(Container)`
  display: grid;
  gap: ${theme.spacing(5)};
  padding-block: ${theme.spacing(8)};

  ${theme.up("sm")} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${theme.up("lg")} {
    grid-template-columns: 1.2fr 1.2fr 0.8fr 1.4fr;
  }
`;

const ColumnTitle = styled.h2`
  margin-bottom: ${theme.spacing(2)};
  font-size: 1.125rem;
`;

const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    color: ${theme.colors.text};
    text-decoration: none;

    &:hover {
      color: ${theme.colors.primaryText};
      text-decoration: underline;
    }
  }
`;

const MailLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(1)};
  min-height: 44px;
  margin-top: ${theme.spacing(2)};
  word-break: break-all;
`;

const BottomBar = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.spacing(2)};
  padding-block: ${theme.spacing(3)};
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};

  p {
    margin: 0;
  }

  ul {
    display: flex;
    gap: ${theme.spacing(3)};
  }
`;

const LinkItems = ({ links }: { links: readonly NavLink[] }) =>
  links.map((link) => (
    <li key={link.id ?? link.title}>
      <NavHref link={link}>{link.title}</NavHref>
    </li>
  ));

const LinkColumn = ({ title, items }: Menu) => (
  <nav aria-label={title}>
    <ColumnTitle>{title}</ColumnTitle>
    <LinkList>
      <LinkItems links={items} />
    </LinkList>
  </nav>
);

export const Footer = ({ agencyName, contactEmail, logoVariant, columns, legal, copyrightLine }: FooterProps) => (
  <Wrapper>
    <Columns>
      <div>
        <Logo agencyName={agencyName} variant={logoVariant} />
        <MailLink href={`mailto:${contactEmail}`}>
          <Icon name="mail" size={20} />
          {contactEmail}
        </MailLink>
      </div>
      <LinkColumn {...columns[0]} />
      <LinkColumn {...columns[1]} />
      <div>
        <ColumnTitle>Subscribe Newsletter</ColumnTitle>
        <p>Engineering notes and agency news, once a month. No spam.</p>
        <NewsletterForm />
      </div>
    </Columns>
    <BottomBar>
      <p>{copyrightLine}</p>
      <LinkList aria-label={legal.title}>
        <LinkItems links={legal.items} />
      </LinkList>
    </BottomBar>
  </Wrapper>
);
