import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Product } from './products-api';

export type SchedulePreviewRow = { seq: number; due_on: string; principal: number; interest: number; tax_income: number; tax_local: number; net: number };

export type ProductDetail = Product & {
  description: string;
  borrower: { name: string; id: string };
  collateral: { address: string; appraisal_amount: number; senior_debt_amount: number; lien_rank: number; note: string | null; ltv_bp: number | null } | null;
  schedule_preview: { amount: number; items: SchedulePreviewRow[] };
};

/** GET /products/{id}?amount=: the detail with a payout preview for `amount`. */
export const getProduct = (productId: string, amount: number, signal?: AbortSignal) =>
  api.get<ProductDetail>(`/products/${encodeURIComponent(productId)}`, { amount }, signal);

export const productQueryOptions = (productId: string, amount: number) =>
  queryOptions({ queryKey: ['products', 'detail', productId, amount], queryFn: ({ signal }) => getProduct(productId, amount, signal), placeholderData: keepPreviousData });

export const useProduct = (productId: string, amount: number) => useQuery(productQueryOptions(productId, amount));
