import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// An event of the log, typed by the server's endpoint schema (type-only).
import type { LoggedEvent } from '@server/ledger-ops/http/ledger-answers.schema';
export type { LoggedEvent };
export type EventFilter = { stream: string; type: string; after: number; limit: number };

/** GET /admin/events?stream=&type=&after=&limit= */
export const useEvents = (filter: EventFilter) =>
  useQuery({
    queryKey: ['admin', 'events', filter],
    queryFn: ({ signal }) => api.get<{ items: LoggedEvent[]; next_cursor: string | null }>('/admin/events', { stream: filter.stream || undefined, type: filter.type || undefined, after: filter.after || undefined, limit: filter.limit }, signal),
  });
