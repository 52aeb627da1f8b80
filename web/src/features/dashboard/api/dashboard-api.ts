import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Dashboard = {
  balance: number;
  held: number;
  invested_total: number;
  outstanding_principal: number;
  received_principal: number;
  received_interest: number;
  tax_withheld: number;
  fees_paid: number;
  expected_interest: number;
  counts: { funding: number; repaying: number; completed: number; overdue: number };
  limits: {
    investor_type: string;
    total: { used: number; limit: number | null };
    realty: { used: number; limit: number | null };
    per_borrower_limit: number | null;
  };
};

export type Investment = {
  id: string;
  product_id: string;
  title: string;
  amount: number;
  status: string;
  invested_at: string;
  outstanding_principal: number;
  received_interest: number;
};

export type Payout = { product_id: string; title: string; seq: number; due_on: string; principal: number; interest: number; tax: number; net: number; status: string };

export const useDashboard = () => useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => api.get<Dashboard>('/dashboard', undefined, signal) });

export const useInvestments = () =>
  useQuery({
    queryKey: ['investments'],
    queryFn: ({ signal }) => api.get<Investment[] | { items: Investment[] }>('/investments', undefined, signal).then((b) => (Array.isArray(b) ? b : b.items)),
  });

export const useSchedule = () =>
  useQuery({
    queryKey: ['dashboard', 'schedule'],
    queryFn: ({ signal }) => api.get<Payout[] | { items: Payout[] }>('/dashboard/schedule', undefined, signal).then((b) => (Array.isArray(b) ? b : b.items)),
  });

export const cancelInvestment = (investmentId: string) => api.delete<{ balance: number }>(`/investments/${encodeURIComponent(investmentId)}`);

export const INVESTMENT_STATUS_LABELS: Record<string, string> = {
  placed: '모집 중',
  held: '모집 중',
  funding: '모집 중',
  executed: '상환 중',
  repaying: '상환 중',
  completed: '상환 완료',
  overdue: '연체',
  canceled: '취소',
};

export const PAYOUT_STATUS_LABELS: Record<string, string> = { scheduled: '지급 예정', paid: '지급 완료', overdue: '연체' };
