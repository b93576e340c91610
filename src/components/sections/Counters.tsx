import React from "react";
import styled from "styled-components";
import type { Counter } from "../../content/counters";
import { theme } from "../../theme/theme";

interface CountersProps {
  items: readonly Counter[];
  label: string;
}

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${theme.spacing(3)};
  margin: 0;
`;

const Item = styled.div`
  display: flex;
  flex-direction: column-reverse;
  padding: ${theme.spacing(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  text-align: center;
`;

const Number = styled.dd`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: clamp(2.25rem, 5vw, 3rem);
  font-weight: 800;
  color: ${theme.colors.heading};
`;

const Title = styled.dt`
  color: ${theme.colors.textMuted};
  font-weight: 600;
`;

/** Key figures as a description list: each figure is read with its label. */
export const Counters = ({ items, label }: CountersProps) => (
  <List aria-label={label}>
    {items.map((item) => (
      <Item key={item.title}>
        <Title>{item.title}</Title>
        <Number>{item.number}</Number>
      </Item>
    ))}
  </List>
);
