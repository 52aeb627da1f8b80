// One page of a `{items, page, size, total}` list as the shared table, with its empty, loading and
// error states and the page links below: the operators' lists all read this way.
import type { ReactNode } from 'react';
import type { Page } from '@/lib/api-client';
import { AsyncBoundary, type QueryLike } from './async-boundary';
import { DataTable, type Column } from './data-table';
import { Pagination } from './pagination';

type Props<Row> = {
  query: QueryLike<Page<Row>>;
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  /** Shown instead of the table when the page has no rows. */
  emptyTitle: string;
  onPage: (page: number) => void;
  /** A line above the table ("총 12명"). */
  summary?: (page: Page<Row>) => ReactNode;
};

export function PagedTable<Row>({ query, caption, columns, rowKey, emptyTitle, onPage, summary }: Props<Row>) {
  return (
    <AsyncBoundary query={query} isEmpty={(data) => data.items.length === 0} empty={{ title: emptyTitle }}>
      {(data) => (
        <>
          {summary?.(data)}
          <DataTable caption={caption} columns={columns} rows={data.items} rowKey={rowKey} />
          <Pagination page={data.page} size={data.size} total={data.total} onChange={onPage} />
        </>
      )}
    </AsyncBoundary>
  );
}
