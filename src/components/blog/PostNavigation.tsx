import React from "react";
import styled from "styled-components";
import { postPath } from "../../lib/blog/paths";
import { theme } from "../../theme/theme";
import { SiteLink } from "../ui/SiteLink";

interface Neighbour {
  directusId: string;
  title: string;
}

const Nav = styled.nav`
  display: grid;
  gap: ${theme.spacing(2)};
  margin-top: ${theme.spacing(6)};
  padding-top: ${theme.spacing(4)};
  border-top: 1px solid ${theme.colors.border};

  ${theme.up("sm")} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Link = styled(SiteLink)<{ $align: "start" | "end" }>`
  display: block;
  padding: ${theme.spacing(2)};
  color: ${theme.colors.heading};
  text-align: ${({ $align }) => $align};
  text-decoration: none;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  ${theme.up("sm")} {
    grid-column: ${({ $align }) => ($align === "end" ? "2" : "1")};
  }

  &:hover {
    border-color: ${theme.colors.primary};
  }
`;

const Direction = styled.span`
  display: block;
  color: ${theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** Links to the previous (older) and next (newer) post. */
export const PostNavigation = ({ older, newer }: { older: Neighbour | null; newer: Neighbour | null }) => {
  if (!older && !newer) return null;
  return (
    <Nav aria-label="More posts">
      {older && (
        <Link to={postPath(older.directusId)} $align="start" rel="prev">
          <Direction>Previous post</Direction>
          {older.title}
        </Link>
      )}
      {newer && (
        <Link to={postPath(newer.directusId)} $align="end" rel="next">
          <Direction>Next post</Direction>
          {newer.title}
        </Link>
      )}
    </Nav>
  );
};
