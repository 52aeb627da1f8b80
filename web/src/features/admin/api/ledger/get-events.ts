import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type LoggedEvent = { global_position: number; stream_id: string; stream_version: number; type: string; data: unknown; metadata: unknown; recorded_at: string };
export type EventFilter = { stream: string; type: string; after: number; limit: number };

/** GET /admin/events?stream=&type=&after=&limit= */
export const useEvents = (filter: EventFilter) =>
  useQuery({
    queryKey: ['admin', 'events', filter],
    queryFn: ({ signal }) => api.get<{ items: LoggedEvent[]; next_cursor: string | null }>('/admin/events', { stream: filter.stream || undefined, type: filter.type || undefined, after: filter.after || undefined, limit: filter.limit }, signal),
  });
