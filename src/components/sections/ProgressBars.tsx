import React, { useId } from "react";
import styled from "styled-components";
import type { Skill } from "../../content/team";
import { theme } from "../../theme/theme";
import { unstyledList } from "../ui/textStyles";

interface ProgressBarsProps {
  items: readonly Skill[];
}

const List = styled.ul`
  display: grid;
  gap: ${theme.spacing(3)};
  ${unstyledList}
`;

const Label = styled.div`
  display: flex;
  justify-content: space-between;
  margin-bottom: ${theme.spacing(1)};
  color: ${theme.colors.heading};
  font-weight: 600;
`;

const Track = styled.div`
  height: 10px;
  overflow: hidden;
  border-radius: 999px;
  background: ${theme.colors.surfaceRaised};
  /* Windows high-contrast mode drops backgrounds; the outline keeps the track visible. */
  outline: 1px solid transparent;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, ${theme.colors.primary}, ${theme.colors.secondary});
`;

const clampPercent = (value: number): number => Math.min(100, Math.max(0, Math.round(value)));

/** Skill levels as progress bars that assistive technology reads as values out of 100. */
export const ProgressBars = ({ items }: ProgressBarsProps) => {
  const idPrefix = useId();
  return (
    <List>
      {items.map((item, index) => {
        const value = clampPercent(item.value);
        const labelId = `${idPrefix}-${index}`;
        return (
          <li key={item.title}>
            <Label>
              <span id={labelId}>{item.title}</span>
              <span aria-hidden="true">{value}%</span>
            </Label>
            <Track
              role="progressbar"
              aria-labelledby={labelId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={value}
              aria-valuetext={`${value}%`}
            >
              <Fill style={{ width: `${value}%` }} />
            </Track>
          </li>
        );
      })}
    </List>
  );
};
