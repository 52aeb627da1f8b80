import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** An investment's 연계투자설명서 (prospectus) or 연계투자 계약서 (contract), issued when it was placed. */
export type InvestmentDocument = { kind: 'prospectus' | 'contract'; version: string; issued_at: string };

export type Investment = {
  id: string;
  product_id: string;
  title: string;
  amount: number;
  status: string;
  product_status?: string;
  invested_at: string;
  outstanding_principal: number;
  received_interest: number;
  /** Absent from older answers; empty for investments placed before documents were issued. */
  documents?: InvestmentDocument[];
};

/** A plain link to the PDF: a phone opens or saves it as it would any file, no script in between. */
export const investmentDocumentUrl = (investmentId: string, kind: InvestmentDocument['kind']) => `/api/investments/${investmentId}/documents/${kind}?format=pdf`;

export const getInvestments = (signal?: AbortSignal) =>
  api.get<Investment[] | { items: Investment[] }>('/investments', undefined, signal).then((b) => (Array.isArray(b) ? b : b.items));

export const investmentsQueryOptions = () => queryOptions({ queryKey: ['investments'], queryFn: ({ signal }) => getInvestments(signal) });

export const useInvestments = () => useQuery(investmentsQueryOptions());
