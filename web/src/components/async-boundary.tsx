// Loading, error and empty states for one query, so every screen shows them the same way.
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingBlock } from './states';

/** The part of a React Query result the boundary reads (a query or an infinite query). */
export type QueryLike<Data> = { isPending: boolean; isError: boolean; error: unknown; data: Data | undefined; refetch: () => unknown };

type Props<Data> = {
  query: QueryLike<Data>;
  /** "투자 내역을 불러오지 못했습니다."; by default "정보를 불러오지 못했습니다." */
  errorTitle?: string;
  loadingLabel?: string;
  /** Replaces the spinner block (a placeholder that holds the screen's height). */
  loading?: ReactNode;
  /** When the data counts as empty, `empty` shows instead of the children. */
  isEmpty?: (data: Data) => boolean;
  empty?: { title: string; body?: ReactNode };
  children: (data: Data) => ReactNode;
};

export function AsyncBoundary<Data>({ query, errorTitle, loadingLabel, loading, isEmpty, empty, children }: Props<Data>) {
  if (query.isPending) return loading ?? <LoadingBlock label={loadingLabel} />;
  if (query.isError || query.data === undefined) return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data) && empty) return <EmptyState title={empty.title}>{empty.body}</EmptyState>;
  return <>{children(query.data)}</>;
}
