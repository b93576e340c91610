import React, { type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";
import { Container } from "../ui/Container";
import { BlogSidebar } from "./BlogSidebar";

const Grid = styled(Container)`
  display: grid;
  /* minmax(0, …): a wide code block scrolls inside its box instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.spacing(6)};
  padding-block: ${theme.spacing(6, 10)};

  ${theme.up("lg")} {
    grid-template-columns: minmax(0, 1fr) 340px;
  }
`;

/** Main column beside the blog sidebar (which moves below it on narrow screens). */
export const BlogLayout = ({ children }: { children: ReactNode }) => (
  <Grid>
    <div>{children}</div>
    <BlogSidebar />
  </Grid>
);
