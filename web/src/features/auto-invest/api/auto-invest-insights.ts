// GET /me/auto_invest/preview (what the criteria would have placed over the last 12 months) and
// GET /me/auto_invest/diversification (the portfolio's spread).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AutoInvestCriteria } from './auto-invest';

export type AutoInvestPreview = {
  items: { product_id: string; title: string; opened_at: string; amount: number; status: string }[];
  totals: { count: number; amount: number; received: number; written_off: number; return_bp: number };
};

export type Diversification = {
  total_amount: number;
  borrower_count: number;
  largest_borrower_share_bp: number;
  by_grade: { key: string; label: string; amount: number; share_bp: number }[];
  by_type: { key: string; label: string; amount: number; share_bp: number }[];
  pf: { amount: number; share_bp: number };
  explanation: string;
};

function previewQuery(c: AutoInvestCriteria, amountWon: number): Record<string, string> {
  const q: Record<string, string> = { amount_per_product: String(amountWon), include_pf: String(c.include_pf) };
  if (c.types.length) q.types = c.types.join(',');
  if (c.grades.length) q.grades = c.grades.join(',');
  if (c.repayment_methods.length) q.repayment_methods = c.repayment_methods.join(',');
  if (c.min_rate_bp !== null) q.min_rate_bp = String(c.min_rate_bp);
  if (c.max_term_months !== null) q.max_term_months = String(c.max_term_months);
  return q;
}

export const useAutoInvestPreview = (criteria: AutoInvestCriteria, amountWon: number) =>
  useQuery({
    queryKey: ['auto-invest', 'preview', criteria, amountWon],
    queryFn: ({ signal }) => api.get<AutoInvestPreview>('/me/auto_invest/preview', previewQuery(criteria, amountWon), signal),
    placeholderData: keepPreviousData,
  });

export const useDiversification = () =>
  useQuery({ queryKey: ['auto-invest', 'diversification'], queryFn: ({ signal }) => api.get<Diversification>('/me/auto_invest/diversification', undefined, signal) });
