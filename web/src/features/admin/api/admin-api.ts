import { useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';

export type AdminProduct = {
  id: string;
  title: string;
  type: string;
  grade: string;
  rate_bp: number;
  term_months: number;
  target_amount: number;
  raised_amount: number;
  status: string;
  suspended: boolean;
};
export type ProductAction = 'open' | 'suspend' | 'resume' | 'cancel' | 'execute';

export const useAdminProducts = (page: number) =>
  useQuery({
    queryKey: ['admin', 'products', page],
    queryFn: ({ signal }) => api.get<Page<AdminProduct>>('/products', { page, size: 20 }, signal),
  });

export const runProductAction = (productId: string, action: ProductAction) =>
  api.post<unknown>(`/admin/products/${encodeURIComponent(productId)}/${action}`, {});

export type JobsOverview = Record<string, unknown>;
export const useJobs = () => useQuery({ queryKey: ['admin', 'jobs'], queryFn: ({ signal }) => api.get<JobsOverview>('/admin/jobs', undefined, signal) });
export const runRepaymentBatch = (asOf: string) => api.post<{ job_id: string }>('/admin/jobs/repayments', { as_of: asOf });
export const recordBorrowerRepayment = (productId: string, amount: number, paidOn: string) =>
  api.post<unknown>(`/admin/products/${encodeURIComponent(productId)}/borrower_repayments`, { amount, paid_on: paidOn });

export type AdminUser = { id: string; email: string; name: string; phone?: string; role: string; investor_type: string; created_at: string };
export const useAdminUsers = (q: string) =>
  useQuery({
    queryKey: ['admin', 'users', q],
    queryFn: ({ signal }) =>
      api.get<AdminUser[] | { items: AdminUser[] }>('/admin/users', { q }, signal).then((b) => (Array.isArray(b) ? b : b.items)),
  });

export type InvestorTypeRequest = { id: string; user_id: string; user_name?: string; email?: string; investor_type: string; evidence: string; status: string; created_at: string };
export const useInvestorTypeRequests = () =>
  useQuery({
    queryKey: ['admin', 'investor_type_requests'],
    queryFn: ({ signal }) =>
      api
        .get<InvestorTypeRequest[] | { items: InvestorTypeRequest[] }>('/admin/investor_type_requests', undefined, signal)
        .then((b) => (Array.isArray(b) ? b : b.items)),
  });
export const decideInvestorType = (id: string, decision: 'approve' | 'reject') =>
  api.post<unknown>(`/admin/investor_type_requests/${encodeURIComponent(id)}/${decision}`, {});

export type AdminArticle = { id: string; title: string; created_at: string; pinned: boolean; investor_only: boolean };
export const useAdminBoard = (board: string) =>
  useQuery({
    queryKey: ['boards', board, { page: 1, size: 50 }],
    queryFn: ({ signal }) => api.get<Page<AdminArticle>>(`/boards/${board}`, { page: 1, size: 50 }, signal),
  });
export const createArticle = (board: string, input: { title: string; body: string; pinned?: boolean; investor_only?: boolean }) =>
  api.post<{ id: string }>(`/admin/boards/${board}`, input);
export const deleteArticle = (board: string, id: string) => api.delete<unknown>(`/admin/boards/${board}/${encodeURIComponent(id)}`);

export type LedgerVerify = { ok: boolean; projections: { name: string; position: number; lag: number; ok: boolean; differences: unknown }[] };
export const verifyLedger = () => api.get<LedgerVerify>('/admin/ledger/verify');
export const replayProjection = (projection: string) => api.post<unknown>('/admin/ledger/replay', { projection });

export type SandboxBankInput = { closed?: boolean | null; fail_next?: string };
export const setSandboxBank = (input: SandboxBankInput) => api.post<unknown>('/admin/sandbox/bank', input);
export type Mail = { id: string; to: string; subject: string; body_text: string; created_at: string };
export const useMailOutbox = () =>
  useQuery({ queryKey: ['admin', 'mail_outbox'], queryFn: ({ signal }) => api.get<{ items: Mail[] }>('/admin/mail_outbox', undefined, signal) });
