import React, { useId, useRef, useState, type KeyboardEvent } from "react";
import styled from "styled-components";
import { billingPeriods, defaultBillingPeriod, pricingPlans, type BillingPeriod, type PricingPlan } from "./pricing-content";
import { plansFor } from "./pricing-logic";
import { PricingCard } from "./PricingCard";
import { theme } from "../../theme/theme";
import { unstyledList } from "../../components/ui/textStyles";

interface PricingTabsProps {
  /** All plans for all periods; each tab shows the ones of its period. */
  plans?: readonly PricingPlan[];
  /** Accessible name of the tab list. */
  label?: string;
}

const TabList = styled.div`
  display: flex;
  width: fit-content;
  margin: 0 auto ${theme.spacing(6)};
  padding: ${theme.spacing(0.5)};
  border: 1px solid ${theme.colors.border};
  border-radius: 999px;
  background: ${theme.colors.surface};
`;

const Tab = styled.button`
  min-width: 120px;
  min-height: 44px;
  padding: ${theme.spacing(1, 3)};
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: ${theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  transition:
    background-color 0.2s ease,
    color 0.2s ease;

  &[aria-selected="true"] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;

const Plans = styled.ul`
  ${unstyledList}
  display: grid;
  gap: ${theme.spacing(5, 3)};
  /* Room for the "Most popular" badge that sits on the top edge of its card. */
  padding-top: ${theme.spacing(2)};

  ${theme.up("md")} {
    grid-template-columns: repeat(3, 1fr);
    align-items: stretch;
  }
`;

/** Index reached from `index` by a tab-list key, or null when the key is not one of ours. */
const targetIndex = (key: string, index: number, count: number): number | null => {
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move focus and select
 * at once, since switching only swaps prices that are already in the page. Only the
 * selected tab is in the Tab order (roving tabindex), so Tab goes straight to the panel.
 * Both panels are rendered so that every price is in the pre-built HTML.
 */
export const PricingTabs = ({ plans = pricingPlans, label = "Billing period" }: PricingTabsProps) => {
  const [selected, setSelected] = useState<BillingPeriod>(defaultBillingPeriod);
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const tabId = (period: BillingPeriod) => `${baseId}-tab-${period}`;
  const panelId = (period: BillingPeriod) => `${baseId}-panel-${period}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = billingPeriods.findIndex(({ id }) => id === selected);
    const next = targetIndex(event.key, current, billingPeriods.length);
    const period = next === null ? undefined : billingPeriods[next];
    if (next === null || !period) return;
    event.preventDefault();
    setSelected(period.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {billingPeriods.map((period, index) => {
          const isSelected = period.id === selected;
          return (
            <Tab
              key={period.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(period.id)}
              aria-selected={isSelected}
              aria-controls={panelId(period.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(period.id)}
            >
              {period.label}
            </Tab>
          );
        })}
      </TabList>
      {billingPeriods.map((period) => (
        <div
          key={period.id}
          role="tabpanel"
          id={panelId(period.id)}
          aria-labelledby={tabId(period.id)}
          hidden={period.id !== selected}
          // The panel opens with text, not a control, so APG tabs has it take focus itself;
          // jsx-a11y's recommended set allows this for tabpanel, its strict set does not.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <Plans>
            {plansFor(period.id, plans).map((plan) => (
              <PricingCard key={plan.id} plan={plan} />
            ))}
          </Plans>
        </div>
      ))}
    </div>
  );
};
