import type { ReactNode } from 'react';

/** One label and its value; `false`, `null` and `undefined` entries are skipped (conditional facts). */
export type Fact = { label: string; value: ReactNode; valueClassName?: string; testId?: string };

type Props = {
  facts: readonly (Fact | false | null | undefined)[];
  /** The list's look: `info-list`, `dialog__facts`, `key-facts`, `summary-cards`… */
  className?: string;
  /** A class on each label-value pair (`summary-card`). */
  itemClassName?: string;
};

/** A definition list of facts, the one way screens show "label: value" pairs. */
export function FactList({ facts, className = 'info-list', itemClassName }: Props) {
  return (
    <dl className={className}>
      {facts
        .filter((fact): fact is Fact => Boolean(fact))
        .map((fact) => (
          <div key={fact.label} className={itemClassName}>
            <dt>{fact.label}</dt>
            <dd className={fact.valueClassName} data-testid={fact.testId}>
              {fact.value}
            </dd>
          </div>
        ))}
    </dl>
  );
}
