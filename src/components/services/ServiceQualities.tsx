import React from "react";
import styled from "styled-components";
import type { ServiceQuality } from "../../content/services";
import { twoDigitPosition } from "../../lib/numbering";
import { theme } from "../../theme/theme";
import { unstyledList } from "../ui/textStyles";

const List = styled.ol`
  display: grid;
  gap: ${theme.spacing(3)};
  ${unstyledList}

  ${theme.up("sm")} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Item = styled.li`
  padding: ${theme.spacing(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  h3 {
    margin-top: ${theme.spacing(1)};
    font-size: 1.25rem;
  }

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const Number = styled.span`
  font-family: ${theme.fonts.heading};
  font-size: 2rem;
  font-weight: 800;
  color: ${theme.colors.primaryText};
`;

/** The four numbered qualities of a service. */
export const ServiceQualities = ({ qualities }: { qualities: readonly ServiceQuality[] }) => (
  <List>
    {qualities.map((quality, index) => (
      <Item key={quality.title}>
        <Number aria-hidden="true">{twoDigitPosition(index)}</Number>
        <h3>{quality.title}</h3>
        <p>{quality.text}</p>
      </Item>
    ))}
  </List>
);
