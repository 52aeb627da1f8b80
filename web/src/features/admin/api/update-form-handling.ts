import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type FormStatus = 'new' | 'contacted' | 'closed';
export const FORM_STATUS_LABELS: Record<FormStatus, string> = { new: '접수', contacted: '상담 중', closed: '완료' };

/** PATCH /api/admin/inquiries/{id} or /api/admin/loan_applications/{id}: the operator's follow-up. */
export const updateFormHandling = (kind: 'inquiries' | 'loan_applications', id: string, input: { status: FormStatus; memo: string }) =>
  api.patch<{ id: string; status: FormStatus; memo: string; handled_at: string | null }>(`/admin/${kind}/${encodeURIComponent(id)}`, input);

/** That list (inquiries or loan applications) is read again with the new status and memo. */
export const useUpdateFormHandling = (kind: 'inquiries' | 'loan_applications', id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { status: FormStatus; memo: string }) => updateFormHandling(kind, id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', kind] }),
  });
};
