import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The streaming replica of DATABASE_READ_URL as GET /api/health reports it (null: none configured). */
export type ReplicaHealth = {
  status: 'ok' | 'unavailable';
  lag_bytes: number | null;
  lag_seconds: number | null;
  replay_lsn: string | null;
  checked_at: string | null;
} | null;

export type Health = { status: 'ok'; database: string; queue: string; version: string; replica?: ReplicaHealth };

/** GET /health, every 5 seconds while the screen is open. */
export const useHealth = () =>
  useQuery({ queryKey: ['health'], queryFn: ({ signal }) => api.get<Health>('/health', undefined, signal), refetchInterval: 5_000 });
