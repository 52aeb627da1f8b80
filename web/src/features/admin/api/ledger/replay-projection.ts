import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReplayedProjection } from '@server/ledger-ops/http/ledger-answers.schema';

/** POST /admin/ledger/replay {projection}: the read model rebuilt from the event log. */
export const replayProjection = (projection: string) => api.post<ReplayedProjection>('/admin/ledger/replay', { projection });

/** A rebuilt read model may differ from what any screen cached: everything is read again. */
export const useReplayProjection = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replayProjection, onSuccess: () => void queryClient.invalidateQueries() });
};
