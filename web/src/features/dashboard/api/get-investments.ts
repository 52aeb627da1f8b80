import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// An investment and its documents as the server's endpoint schema types them (server/src/investing/http).
import type { InvestmentDocumentListItem, InvestmentListItem } from '@server/investing/http/investing-answers.schema';
/** An investment's 연계투자설명서 (prospectus) or 연계투자 계약서 (contract), issued when it was placed. */
export type InvestmentDocument = InvestmentDocumentListItem;
export type Investment = InvestmentListItem;

/** A plain link to the PDF: a phone opens or saves it as it would any file, no script in between. */
export const investmentDocumentUrl = (investmentId: string, kind: InvestmentDocument['kind']) => `/api/investments/${investmentId}/documents/${kind}?format=pdf`;

export const getInvestments = (signal?: AbortSignal) =>
  api.get<Investment[] | { items: Investment[] }>('/investments', undefined, signal).then((b) => (Array.isArray(b) ? b : b.items));

export const investmentsQueryOptions = () => queryOptions({ queryKey: ['investments'], queryFn: ({ signal }) => getInvestments(signal) });

export const useInvestments = () => useQuery(investmentsQueryOptions());
