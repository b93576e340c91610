import React, { useEffect, useId, useState } from "react";
import styled from "styled-components";
import { loadPostSearch } from "./pagefind-loader";
import type { PostSearchOutcome } from "./post-search";
import { describeResults, failedMessage, unavailableMessage } from "./search-messages";
import { theme } from "../../theme/theme";
import { Icon } from "../../components/ui/Icon";
import { SiteLink } from "../../components/ui/SiteLink";
import { SidebarPanel } from "../../components/blog/SidebarPanel";

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

type SearchState =
  { kind: "idle" } | { kind: "answered"; outcome: PostSearchOutcome } | { kind: "unavailable" } | { kind: "failed" };

const statusText = (state: SearchState): string => {
  switch (state.kind) {
    case "idle":
      return "";
    case "answered":
      return describeResults(state.outcome.query, state.outcome.total);
    case "unavailable":
      return unavailableMessage;
    case "failed":
      return failedMessage;
  }
};

/**
 * Full-text search over every published post (title, sub-title, category, tags and body) with
 * Pagefind. Nothing of the search is fetched until the visitor focuses or types into the box;
 * then the site's result handling, Pagefind's script, WebAssembly and the index chunks the
 * words need come from `/pagefind/`, which the build writes (src/gatsby/node/search-index.ts).
 */
export const SidebarSearch = () => {
  const [query, setQuery] = useState("");
  const [state, setState] = useState<SearchState>({ kind: "idle" });
  const inputId = useId();

  useEffect(() => {
    if (!query.trim()) {
      setState({ kind: "idle" });
      return;
    }
    let current = true;
    loadPostSearch().then(
      (searchPosts) =>
        searchPosts(query).then(
          (outcome) => {
            if (current && outcome) setState({ kind: "answered", outcome });
          },
          () => {
            if (current) setState({ kind: "failed" });
          },
        ),
      () => {
        if (current) setState({ kind: "unavailable" });
      },
    );
    return () => {
      current = false;
    };
  }, [query]);

  // Fetch Pagefind as soon as the visitor shows interest, so the first results come sooner.
  const prepare = () => {
    loadPostSearch().catch(() => setState((previous) => (previous.kind === "idle" ? { kind: "unavailable" } : previous)));
  };

  const hits = state.kind === "answered" ? state.outcome.hits : [];

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
            onFocus={prepare}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Words, category or tag"
            autoComplete="off"
            enterKeyHint="search"
          />
        </Field>
      </form>
      <Status role="status">{statusText(state)}</Status>
      {hits.length > 0 && (
        <Results aria-label="Search results">
          {hits.map((hit) => (
            <li key={hit.path}>
              <SiteLink to={hit.path}>{hit.title}</SiteLink>
            </li>
          ))}
        </Results>
      )}
    </SidebarPanel>
  );
};
