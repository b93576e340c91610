import React from "react";
import styled from "styled-components";
import type { PricingPlan } from "./pricing-content";
import { formatPrice, periodUnit } from "./pricing-logic";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { theme } from "../../theme/theme";
import { unstyledList } from "../../components/ui/textStyles";

interface PricingCardProps {
  plan: PricingPlan;
  /** Where the call to action leads. */
  actionHref?: string;
}

const Card = styled.li<{ $popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(2)};
  padding: ${theme.spacing(5, 4, 4)};
  border: ${({ $popular }) => ($popular ? "2px" : "1px")} solid
    ${({ $popular }) => ($popular ? theme.colors.primary : theme.colors.border)};
  border-radius: ${theme.radius};
  background: ${({ $popular }) => ($popular ? theme.colors.surfaceRaised : theme.colors.surface)};

  h3 {
    margin: 0;
    font-size: 1.5rem;
  }
`;

const Badge = styled.p`
  position: absolute;
  top: 0;
  left: 50%;
  margin: 0;
  padding: ${theme.spacing(0.5, 2)};
  border-radius: 999px;
  background: ${theme.colors.secondary};
  color: ${theme.colors.onSecondary};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
  transform: translate(-50%, -50%);
`;

const SubTitle = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${theme.spacing(0.5)};
  margin: 0;
  color: ${theme.colors.textMuted};
  font-weight: 600;
`;

const Amount = styled.span`
  font-family: ${theme.fonts.heading};
  font-size: clamp(2.25rem, 5vw, 3rem);
  font-weight: 800;
  line-height: 1;
  color: ${theme.colors.heading};
`;

const Features = styled.ul`
  ${unstyledList}
  display: grid;
  flex: 1;
  gap: ${theme.spacing(1.5)};
  padding-top: ${theme.spacing(2)};
  border-top: 1px solid ${theme.colors.border};

  li {
    position: relative;
    padding-inline-start: ${theme.spacing(3.5)};
  }

  /* A drawn tick: the icon set has no check mark, and bullets read as less finished. */
  li::before {
    content: "";
    position: absolute;
    top: 0.35em;
    left: 4px;
    width: 6px;
    height: 11px;
    border: solid ${theme.colors.primaryText};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`;

const Action = styled(ButtonLink)`
  width: 100%;
`;

export const PricingCard = ({ plan, actionHref = "/contact/" }: PricingCardProps) => (
  <Card $popular={plan.popular}>
    <h3>{plan.title}</h3>
    {/* Placed after the heading so that heading navigation lands on the plan name first. */}
    {plan.popular && <Badge>Most popular</Badge>}
    <SubTitle>{plan.subTitle}</SubTitle>
    <Price>
      <Amount>{formatPrice(plan)}</Amount>
      <span>
        <span aria-hidden="true">/</span>
        <span className="visually-hidden"> per </span>
        {periodUnit(plan.timeline)}
      </span>
    </Price>
    <Features aria-label={`${plan.title} plan includes`}>
      {plan.features.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </Features>
    <Action to={actionHref} $variant={plan.popular ? "primary" : "outline"}>
      Get started<span className="visually-hidden"> with the {plan.title} plan</span>
    </Action>
  </Card>
);
