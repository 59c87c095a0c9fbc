import { SegmentedControl } from '@mantine/core';
import { type BillingInterval, billingIntervalLabels } from '@rumo/shared/billing/plans';

interface IntervalSwitchProps {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
  intervals: readonly BillingInterval[];
}

/** Mensal / Anual, as the public plans page shows them. */
export function IntervalSwitch({ value, onChange, intervals }: IntervalSwitchProps) {
  if (intervals.length < 2) return null;
  return (
    <SegmentedControl
      aria-label="Periodicidade da cobrança"
      value={value}
      onChange={(next) => onChange(next as BillingInterval)}
      data={intervals.map((interval) => ({
        value: interval,
        label: billingIntervalLabels[interval],
      }))}
    />
  );
}
