import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Typed by the server's endpoint schema (server/src/identity/http), type-only. */
export type { OutboxMail as Mail } from '@server/identity/http/identity-answers.schema';
import type { OutboxMail as Mail } from '@server/identity/http/identity-answers.schema';

/** GET /admin/mail_outbox (sandbox): the mails the platform would have sent. */
export const getMailOutbox = (signal?: AbortSignal) => api.get<{ items: Mail[] }>('/admin/mail_outbox', undefined, signal);

export const mailOutboxQueryOptions = () => queryOptions({ queryKey: ['admin', 'mail_outbox'], queryFn: ({ signal }) => getMailOutbox(signal) });

export const useMailOutbox = () => useQuery(mailOutboxQueryOptions());
