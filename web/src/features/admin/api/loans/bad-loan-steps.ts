// The operators' steps on a loan gone bad (docs/api.md "Loans that go bad"): 기한이익상실
// (accelerate), 회수 (recoveries), 채권 매각 (sale), 상각 (write_off). Each has a dry run
// (…/preview: nothing moves, no key) that the confirmation shows per investor type, and the step
// itself, sent with an Idempotency-Key so a retried or double-clicked confirmation moves money once.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@/api/types';
import { api } from '@/lib/api-client';
import { invalidateProducts } from '../products/product-cache';
import { adminLoansKey } from './get-admin-loans';
import type { RecoverySource, StepAllocation, StepPreview } from './loan.types';

export type AccelerateBody = { on?: string; reason: string };
export type RecoveryBody = { amount: number; received_on: string; source: RecoverySource; costs: number; memo?: string };
export type SaleBody = { price: number; buyer_name: string; sold_on: string; costs: number };
export type WriteOffBody = { on?: string; reason: string };

/** A step the operator means, by the path segment the server names it with. */
export type BadLoanStep =
  | { action: 'accelerate'; body: AccelerateBody }
  | { action: 'recoveries'; body: RecoveryBody }
  | { action: 'sale'; body: SaleBody }
  | { action: 'write_off'; body: WriteOffBody };

export type BadLoanAction = BadLoanStep['action'];

const stepPath = (productId: string, action: BadLoanAction) => `/admin/products/${encodeURIComponent(productId)}/${action}`;

/** POST …/{action}/preview: what the step would do on the loan as it stands; books nothing. */
export const previewBadLoanStep = (productId: string, step: BadLoanStep) => api.post<StepPreview>(`${stepPath(productId, step.action)}/preview`, step.body);

/**
 * Not under the loans' key: the step it previews, once booked, would make a refetch refuse
 * (product_state_conflict) while its dialog closes. It is asked afresh whenever a confirmation opens.
 */
export const badLoanPreviewQueryOptions = (productId: string, step: BadLoanStep) =>
  queryOptions({
    queryKey: ['admin', 'loan-step-preview', productId, step.action, step.body],
    queryFn: () => previewBadLoanStep(productId, step),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    // The confirmation says why the preview failed (bad-loan-step-confirm.tsx): no toast as well.
    meta: { inlineError: true },
  });

/** The preview while a confirmation is open (`step` null: closed, nothing asked). */
export const useBadLoanPreview = (productId: string, step: BadLoanStep | null) =>
  useQuery({ ...badLoanPreviewQueryOptions(productId, step ?? { action: 'accelerate', body: { reason: '' } }), enabled: step !== null });

export type BadLoanStepResult = { product: Product; allocation?: StepAllocation };

/** POST …/{action} with the step's Idempotency-Key → 200 {product, allocation?}. */
export const runBadLoanStep = (input: { productId: string; step: BadLoanStep; idempotencyKey: string }) =>
  api.post<BadLoanStepResult>(stepPath(input.productId, input.step.action), input.step.body, { 'Idempotency-Key': input.idempotencyKey });

/** A step changes the loan, its product's status and every investor's figures: loans and products are stale. */
export const useRunBadLoanStep = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBadLoanStep,
    // The confirmation dialog says these itself (bad-loan-step-confirm.tsx).
    meta: { inlineFailCodes: ['duplicate_ticket', 'invalid_input', 'product_state_conflict'] },
    // Even a refusal may follow a step booked under the same key: what is shown is refreshed.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminLoansKey });
      invalidateProducts(queryClient);
    },
  });
};
