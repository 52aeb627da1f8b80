// The one table of the web app: a real <table> on wide screens, a list of cards on phones (no
// sideways scrolling, every action in reach), with the same columns, caption and totals.
import type { ReactNode } from 'react';
import { TABLE_CARDS_MAX_WIDTH_PX } from '@/config/site';
import { useMediaQuery } from '@/lib/use-media-query';

export type Column<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: right-aligned, tabular digits, never wrapped. */
  numeric?: boolean;
  /** On a card, this column is the title line (no label); one column at most. */
  primary?: boolean;
  /** On a card, buttons and links sit on their own line at the bottom, full width. */
  actions?: boolean;
  /** The totals row's cell for this column. */
  total?: ReactNode;
};

type Props<Row> = {
  /** Names the table (its <caption>) and the card list for screen readers. */
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Label of the totals row ("합계 (3건)"); the row shows only when given. */
  totalLabel?: string;
  /** Force a layout (tests, a narrow side panel); by default the viewport decides. */
  layout?: 'table' | 'cards';
};

const CARDS_QUERY = `(max-width: ${TABLE_CARDS_MAX_WIDTH_PX}px)`;

function Cards<Row>({ caption, columns, rows, rowKey, totalLabel }: Props<Row>) {
  const primary = columns.find((c) => c.primary);
  const facts = columns.filter((c) => !c.primary && !c.actions);
  const actions = columns.filter((c) => c.actions);
  return (
    <ul className="data-cards" aria-label={caption}>
      {rows.map((row) => (
        <li key={rowKey(row)} className="data-cards__item">
          {primary ? <div className="data-cards__title">{primary.cell(row)}</div> : null}
          <dl className="data-cards__facts">
            {facts.map((c) => (
              <div key={c.key}>
                <dt>{c.header}</dt>
                <dd className={c.numeric ? 'num' : undefined}>{c.cell(row)}</dd>
              </div>
            ))}
          </dl>
          {actions.map((c) => (
            <div key={c.key} className="data-cards__actions">
              {c.cell(row)}
            </div>
          ))}
        </li>
      ))}
      {totalLabel ? (
        <li className="data-cards__item data-cards__item--total">
          <div className="data-cards__title">{totalLabel}</div>
          <dl className="data-cards__facts">
            {columns
              .filter((c) => c.total !== undefined)
              .map((c) => (
                <div key={c.key}>
                  <dt>{c.header}</dt>
                  <dd className="num">{c.total}</dd>
                </div>
              ))}
          </dl>
        </li>
      ) : null}
    </ul>
  );
}

function Table<Row>({ caption, columns, rows, rowKey, totalLabel }: Props<Row>) {
  const cellClass = (c: Column<Row>) => [c.numeric ? 'num' : '', c.actions ? 'actions-cell' : ''].filter(Boolean).join(' ') || undefined;
  const labelSpan = Math.max(1, columns.findIndex((c) => c.total !== undefined));
  return (
    // A focusable, named region: a keyboard user can scroll it when a tablet is narrower than the columns.
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} className={cellClass(c)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totalLabel ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={labelSpan}>
                {totalLabel}
              </th>
              {columns.slice(labelSpan).map((c) => (
                <td key={c.key} className={c.total !== undefined ? 'num' : undefined}>
                  {c.total ?? null}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

/** Rows of data as a table on wide screens and as stacked cards at or below 720 px. */
export function DataTable<Row>(props: Props<Row>) {
  const phone = useMediaQuery(CARDS_QUERY);
  const cards = props.layout ? props.layout === 'cards' : phone;
  return cards ? <Cards {...props} /> : <Table {...props} />;
}
