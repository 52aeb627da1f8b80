// GET /me/auto_invest/preview (what the criteria would have placed over the last 12 months) and
// GET /me/auto_invest/diversification (the portfolio's spread).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AutoInvestCriteria } from './auto-invest';

export type { AutoInvestPreview, Diversification } from '@server/auto-invest/http/auto-invest-answers.schema';
import type { AutoInvestPreview, Diversification } from '@server/auto-invest/http/auto-invest-answers.schema';

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
