import React from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";
import { unstyledList } from "../ui/textStyles";

const List = styled.ul`
  display: grid;
  gap: ${theme.spacing(2)};
  ${unstyledList}

  ${theme.up("md")} {
    grid-template-columns: 1fr 1fr;
  }

  li {
    position: relative;
    padding: ${theme.spacing(2, 2, 2, 6)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
  }

  /* A drawn tick: decorative, the list itself says these are included. */
  li::before {
    content: "";
    position: absolute;
    top: 22px;
    left: 20px;
    width: 14px;
    height: 7px;
    border-bottom: 3px solid ${theme.colors.secondaryText};
    border-left: 3px solid ${theme.colors.secondaryText};
    transform: rotate(-45deg);
  }
`;

/** A list of included items, each marked with a tick. */
export const CheckList = ({ items }: { items: readonly string[] }) => (
  <List>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </List>
);
