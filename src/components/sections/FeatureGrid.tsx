import React from "react";
import styled from "styled-components";
import type { Feature } from "../../content/home";
import { Icon } from "../ui/Icon";
import { theme } from "../../theme/theme";

const Grid = styled.ul`
  display: grid;
  gap: ${theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.up("md")} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Card = styled.li`
  padding: ${theme.spacing(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};

  svg {
    margin-bottom: ${theme.spacing(2)};
    color: ${theme.colors.secondaryText};
  }

  h3 {
    font-size: 1.25rem;
  }

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

interface FeatureGridProps {
  features: readonly Feature[];
  /** Steps of a process, read as an ordered list. */
  ordered?: boolean;
}

export const FeatureGrid = ({ features, ordered = false }: FeatureGridProps) => (
  <Grid as={ordered ? "ol" : "ul"}>
    {features.map((feature) => (
      <Card key={feature.title}>
        <Icon name={feature.icon} size={36} />
        <h3>{feature.title}</h3>
        <p>{feature.text}</p>
      </Card>
    ))}
  </Grid>
);
