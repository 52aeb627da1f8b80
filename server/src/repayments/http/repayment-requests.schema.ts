// What operators send to PUT /admin/repayment_policy (docs/api.md "Operators"): a dated change of the
// withholding, fee and bad-loan terms. The endpoint reads it (admin-repayments.schema.ts) and the web
// types its request from it; builders only (no Nest).
import { calendarDate, checkedBy, flag, integer, requestBody, Type, won, type Static } from '../../shared/http/schema/fields';
import { PRODUCT_TYPES_SHOWN } from './repayment-answers.schema';

const bpField = (description?: string) => Type.Optional(integer({ description, min: 0, max: 10_000, nullRequired: true }));

export const REPAYMENT_POLICY_BODY = requestBody({
  platform_registered: Type.Optional(flag()),
  fee_bp: bpField('Of interest, basis points.'),
  transfer_fee_bp: bpField('Of a transfer\'s price, basis points (fee = price × bp ÷ 10,000, floored).'),
  late_interest_bp: bpField('Added to the loan\'s rate while money is late, basis points (default 300).'),
  max_rate_bp: bpField('The legal maximum yearly rate, basis points (default 2000).'),
  acceleration_days: Type.Optional(integer({ description: 'Days unpaid before the daily run accelerates a loan (default 60).', min: 1, max: 3650, nullRequired: true })),
  personal_debtor_types: Type.Optional(checkedBy<(typeof PRODUCT_TYPES_SHOWN)[number][]>({ type: 'array', items: { type: 'string', enum: [...PRODUCT_TYPES_SHOWN] }, description: 'Addition to docs/api.md: see the policy\'s fields.' })),
  personal_debtor_max_principal: Type.Optional(won(undefined, { min: 0, max: 10_000_000_000, nullRequired: true })),
  acceleration_notice_days: Type.Optional(integer({ min: 0, max: 365, nullRequired: true })),
  effective_on: Type.Optional(calendarDate()),
});
export type RepaymentPolicyRequest = Static<typeof REPAYMENT_POLICY_BODY>;
