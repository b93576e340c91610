import { graphql } from "gatsby";
import React from "react";
import styled from "styled-components";
import { categoryPath } from "../../lib/blog/paths";
import { theme } from "../../theme/theme";
import { SiteLink } from "../ui/SiteLink";
import { minimumTarget } from "../ui/textStyles";

/** What the meta line shows of a post's category, as the blog's queries select it. */
export const postCategoryFragment = graphql`
  fragment PostCategory on DirectusCategory {
    name
    slug
  }
`;

interface PostMetaProps {
  category: { name: string; slug: string } | null;
  /** ISO date, for machines. */
  date: string;
  /** The same date as people read it, formatted at build time (`dateCreatedText`). */
  dateText: string;
}

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing(0.5, 1.5)};
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const CategoryLink = styled(SiteLink)`
  ${minimumTarget}
  color: ${theme.colors.secondaryText};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

/** Category (when the post has one) and publication date. */
export const PostMeta = ({ category, date, dateText }: PostMetaProps) => (
  <Row>
    {category && <CategoryLink to={categoryPath(category.slug)}>{category.name}</CategoryLink>}
    <time dateTime={date}>{dateText}</time>
  </Row>
);
