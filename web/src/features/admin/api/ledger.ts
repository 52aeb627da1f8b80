import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ProjectionReport = {
  name: string;
  position: number;
  lag: number;
  ok: boolean;
  differences: { table: string; only_in_live: unknown[]; only_in_log: unknown[] }[];
};

/** GET /admin/ledger/verify */
export const verifyLedger = () => api.get<{ ok: boolean; projections: ProjectionReport[] }>('/admin/ledger/verify');

/** POST /admin/ledger/replay {projection} */
export const replayProjection = (projection: string) => api.post<{ projection: string; events: number; name: string; events_position: number }>('/admin/ledger/replay', { projection });

export type LoggedEvent = { global_position: number; stream_id: string; stream_version: number; type: string; data: unknown; metadata: unknown; recorded_at: string };
export type EventFilter = { stream: string; type: string; after: number; limit: number };

/** GET /admin/events?stream=&type=&after=&limit= */
export const useEvents = (filter: EventFilter) =>
  useQuery({
    queryKey: ['admin', 'events', filter],
    queryFn: ({ signal }) => api.get<{ items: LoggedEvent[]; next_cursor: string | null }>('/admin/events', { stream: filter.stream || undefined, type: filter.type || undefined, after: filter.after || undefined, limit: filter.limit }, signal),
  });

export type HistoryLine = { position: number; version: number; at: string; type: string; amount: number; held_change: number; balance_after: number; held_after: number; product_id: string | null; data: unknown };
export type InvestorHistory = { user: { id: string; email: string; name: string }; as_of: string; balance: number; held: number; lines: HistoryLine[] };

/** GET /admin/ledger/history?email=&as_of= */
export const useInvestorHistory = (query: { email: string; asOf: string } | null) =>
  useQuery({
    queryKey: ['admin', 'ledger', 'history', query],
    queryFn: ({ signal }) => api.get<InvestorHistory>('/admin/ledger/history', { email: query?.email, as_of: query?.asOf || undefined }, signal),
    enabled: Boolean(query?.email),
  });
