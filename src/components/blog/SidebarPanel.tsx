import React, { useId, type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";

const Panel = styled.section`
  padding: ${theme.spacing(3)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;

const Title = styled.h2`
  margin-bottom: ${theme.spacing(2)};
  font-size: 1.25rem;
`;

/** One titled box of the blog sidebar. */
export const SidebarPanel = ({ title, children }: { title: string; children: ReactNode }) => {
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {children}
    </Panel>
  );
};
