import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Mail = { id: string; to: string; subject: string; body_text: string; created_at: string };

/** GET /admin/mail_outbox (sandbox): the mails the platform would have sent. */
export const getMailOutbox = (signal?: AbortSignal) => api.get<{ items: Mail[] }>('/admin/mail_outbox', undefined, signal);

export const mailOutboxQueryOptions = () => queryOptions({ queryKey: ['admin', 'mail_outbox'], queryFn: ({ signal }) => getMailOutbox(signal) });

export const useMailOutbox = () => useQuery(mailOutboxQueryOptions());
