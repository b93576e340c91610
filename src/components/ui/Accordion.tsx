import React, { useId, useState } from "react";
import styled from "styled-components";
import { Icon } from "./Icon";
import { theme } from "../../theme/theme";

export interface AccordionItem {
  title: string;
  content: string;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Level of the heading that wraps each toggle button. */
  headingLevel?: 2 | 3 | 4;
}

const List = styled.div`
  display: grid;
  gap: ${theme.spacing(2)};
`;

const Item = styled.div`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  &:has([aria-expanded="true"]) {
    border-color: ${theme.colors.primary};
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1.125rem;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing(2)};
  width: 100%;
  min-height: 56px;
  padding: ${theme.spacing(2, 3)};
  border: 0;
  background: none;
  color: ${theme.colors.heading};
  font-weight: 600;
  text-align: start;
  cursor: pointer;
`;

const Panel = styled.div`
  padding: ${theme.spacing(0, 3, 2)};
  color: ${theme.colors.textMuted};
`;

/**
 * One item open at a time; the first starts open and clicking the open one closes it.
 * Native buttons give Enter/Space and Tab order for free (WAI-ARIA accordion pattern).
 */
export const Accordion = ({ items, headingLevel = 3 }: AccordionProps) => {
  const [openIndex, setOpenIndex] = useState<number | null>(items.length > 0 ? 0 : null);
  const baseId = useId();

  return (
    <List>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <Item key={item.title}>
            <Heading as={`h${headingLevel}`}>
              <Toggle
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                {item.title}
                <Icon name={open ? "minus" : "plus"} size={20} />
              </Toggle>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              <p>{item.content}</p>
            </Panel>
          </Item>
        );
      })}
    </List>
  );
};
