import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Mail = { id: string; to: string; subject: string; body_text: string; created_at: string };
export const useMailOutbox = () =>
  useQuery({ queryKey: ['admin', 'mail_outbox'], queryFn: ({ signal }) => api.get<{ items: Mail[] }>('/admin/mail_outbox', undefined, signal) });
