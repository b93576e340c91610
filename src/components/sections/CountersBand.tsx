import React from "react";
import type { Counter } from "../../content/counters";
import { Container, Section } from "../ui/Container";
import { Counters } from "./Counters";

interface CountersBandProps {
  items: readonly Counter[];
  /** Accessible name of the figures. */
  label: string;
}

/** Key figures as a band of a page of their own, without a heading. */
export const CountersBand = ({ items, label }: CountersBandProps) => (
  <Section>
    <Container>
      <Counters items={items} label={label} />
    </Container>
  </Section>
);
