import React, { useDeferredValue, useId, useMemo, useState } from "react";
import styled from "styled-components";
import { postPath } from "../../lib/blog/paths";
import { searchPosts, type SearchablePost } from "../../lib/blog/search";
import { theme } from "../../theme/theme";
import { Icon } from "../ui/Icon";
import { SiteLink } from "../ui/SiteLink";
import { SidebarPanel } from "./SidebarPanel";

type IndexedPost = SearchablePost & { directusId: string };

const Field = styled.div`
  position: relative;

  svg {
    position: absolute;
    top: 50%;
    left: ${theme.spacing(1.5)};
    transform: translateY(-50%);
    color: ${theme.colors.textMuted};
    pointer-events: none;
  }
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${theme.spacing(1)};
  font-weight: 600;
`;

const Input = styled.input`
  width: 100%;
  min-height: 48px;
  padding: ${theme.spacing(1, 1.5, 1, 5)};
  color: ${theme.colors.text};
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.textMuted};
  border-radius: ${theme.radius};
  font: inherit;
`;

const Status = styled.p`
  margin: ${theme.spacing(1.5)} 0 0;
  color: ${theme.colors.textMuted};
  font-size: 0.9375rem;

  &:empty {
    margin: 0;
  }
`;

const Results = styled.ul`
  margin: ${theme.spacing(1)} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    padding-block: ${theme.spacing(1)};
    color: ${theme.colors.heading};
    font-weight: 600;
  }
`;

const describeResults = (query: string, count: number): string => {
  if (!query.trim()) return "";
  if (count === 0) return `No posts match “${query.trim()}”.`;
  return `${count} ${count === 1 ? "post" : "posts"} found`;
};

/**
 * Searches the title, sub-title, category and tags of every published post as the
 * visitor types. The index is part of the page data: no request leaves the browser.
 */
export const SidebarSearch = ({ posts }: { posts: readonly IndexedPost[] }) => {
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => searchPosts(posts, deferredQuery), [posts, deferredQuery]);
  const inputId = useId();

  return (
    <SidebarPanel title="Search">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <Label htmlFor={inputId}>Search the blog</Label>
        <Field>
          <Icon name="search" size={20} />
          <Input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Title, category or tag"
            autoComplete="off"
            enterKeyHint="search"
          />
        </Field>
      </form>
      <Status role="status">{describeResults(deferredQuery, results.length)}</Status>
      {results.length > 0 && (
        <Results aria-label="Search results">
          {results.map((post) => (
            <li key={post.id}>
              <SiteLink to={postPath(post.directusId)}>{post.title}</SiteLink>
            </li>
          ))}
        </Results>
      )}
    </SidebarPanel>
  );
};
