// Repayments and the dashboard (docs/api.md "Dashboard", server/src/repayments/README.md): the
// investor's dashboard and schedules, and the operators' borrower payments, loans, batch jobs
// and withholding policy.
import { idempotencyKey, operationsFor, queryParam, uuidPath } from '../operation';
import type { Paths, Schema } from '../openapi.types';
import { PRODUCT_TYPES, REPAYMENT_METHODS } from '../components';
import { BANK_FAIL_CODES } from '../../wallet';
import { anyJson, arr, body, bool, bp, date, enumOf, extend, instant, int, mapOf, nullable, obj, ref, str, uuid, won } from '../schema';

const op = operationsFor('Repayments');

const LOAN_STATUSES = ['repaying', 'overdue', 'completed', 'defaulted', 'written_off', 'sold'] as const;
const PAYMENT_SOURCES = ['account', 'operator'] as const;
const JOB_STATUSES = ['waiting', 'active', 'completed', 'failed'] as const;
const RECOVERY_SOURCES = ['borrower', 'collateral', 'guarantor', 'collection'] as const;
const BAD_LOAN_STEPS = ['accelerated', 'recovery', 'sale', 'write_off'] as const;
const TIMELINE_KINDS = ['executed', 'paid', 'paid_late', 'overdue', 'notice', 'accelerated', 'recovery', 'sale', 'write_off', 'completed'] as const;

// A loan gone bad (docs/api.md "Loans that go bad"): what its pages add (the steps themselves are
// on endpoint schemas: repayments/http/admin-bad-loans.schema.ts).
const owed = obj({ principal: won(), interest: won(), late_interest: won('To `as_of`'), total: won(), as_of: date('The business today') }, 'What the borrower owes on the business today.');

/** What GET /admin/loans/{id} adds for a bad loan (the steps are read from the loan\'s stream). */
const badLoanFacts: Record<string, Schema> = {
  owed,
  steps: arr(obj({
    on: date(), kind: enumOf(BAD_LOAN_STEPS), amount: won(), costs: won(), 'source?': enumOf(RECOVERY_SOURCES), 'memo?': str(), 'reason?': str(), 'buyer_name?': str(),
    'allocation?': ref('BadLoanAllocation'),
  }), 'Acceleration, recoveries, the sale and the write-off, oldest first.'),
  recovered: obj({ principal: won(), interest: won(), late_interest: won(), costs: won() }),
  written_off_principal: won('Written off and not recovered since'),
  accelerated_on: nullable(date()), written_off_on: nullable(date()), sold_on: nullable(date()),
};

/** What GET /investments/{product_id}/repayments adds: the loan's life for the caller. */
const loanLife: Record<string, Schema> = {
  loan_status: nullable(str('The loan\'s status (null before execution)')),
  timeline: arr(obj({ on: date(), kind: enumOf(TIMELINE_KINDS), 'amount?': won(), 'note?': str() }), 'The loan\'s life, oldest first.'),
  recovered: obj({ principal: won(), interest: won(), late_interest: won(), tax: won() }, 'The caller\'s parts of recoveries and the sale, and the tax withheld from them.'),
  written_off_principal: won('The caller\'s principal written off and not recovered since'),
};


const loanSummary = {
  product_id: uuid(),
  title: nullable(str()),
  status: enumOf(LOAN_STATUSES),
  method: enumOf(REPAYMENT_METHODS),
  rate_bp: int('Basis points.'),
  term_months: int(),
  principal: won(),
  repaid_principal: won(),
  outstanding_principal: won(),
  paid_interest: won(),
  received: won('Received from the borrower in total'),
  credit: won('Received and not yet allocated'),
  investor_count: int(),
  executed_at: instant(),
  overdue_since: nullable(date()),
  next_due_on: nullable(date()),
  overdue_installments: int(),
};

const jobView = {
  job_id: uuid(),
  status: enumOf(JOB_STATUSES),
  processed: int('Investor payments made.'),
  failed: int(),
  total: int(),
  installments: int(),
  as_of: date(),
  trigger: str('`operator` or the daily schedule.'),
  error: nullable(str()),
  created_at: instant(),
  started_at: nullable(instant()),
  finished_at: nullable(instant()),
};

/** Addition to docs/api.md: the 개인채무자보호법 switches (docs/compliance.md), a setting until it is confirmed whether the law binds P2P loans. */
const personalDebtorFields = {
  personal_debtor_types: arr(enumOf(PRODUCT_TYPES), 'Product types whose loans under `personal_debtor_max_principal` are a personal debtor\'s (recorded at execution): notice before acceleration, late interest after it only on principal past due. Empty by default.'),
  personal_debtor_max_principal: won('Principal below which such a loan is a personal debtor\'s (50,000,000)'),
  acceleration_notice_days: int('Days of notice the daily run gives a personal debtor\'s loan before accelerating it (10).'),
};

const policyView = obj({
  platform_registered: bool('Registered platforms withhold 14 % income tax, others 25 %.'),
  income_tax_bp: bp('Income tax'),
  local_tax_rate_pct: int('Local income tax as a percentage of the income tax (10).'),
  fee_bp: bp('Platform fee, of interest'),
  transfer_fee_bp: bp('Platform fee on a transfer\'s price (원리금수취권 양도; default 0)'),
  late_interest_bp: bp('Late interest added to a loan\'s rate while money is late (recorded with a loan at execution)'),
  max_rate_bp: bp('The legal maximum yearly rate that rate plus late interest never exceeds (recorded with a loan at execution)'),
  acceleration_days: int('Days an installment stays unpaid before the daily run accelerates the loan.'),
  ...personalDebtorFields,
  updated_at: instant(),
  in_force_on: date('The business today the policy above is in force on.'),
  history: arr(obj({
    effective_on: date(), platform_registered: bool(), income_tax_bp: bp('Income tax'), fee_bp: bp('Platform fee, of interest'), transfer_fee_bp: bp('Transfer fee'),
    late_interest_bp: bp('Late interest'), max_rate_bp: bp('Maximum rate'), acceleration_days: int(), ...personalDebtorFields, changed_by: nullable(uuid()), changed_at: instant(),
  }), 'Every change, newest effective date first; later ones may not be in force yet.'),
});

/** A loan with its installments (`status` scheduled, funded: covered by the borrower, distributed) and borrower payments. */
const loanDetail = extend(ref('LoanSummary'), {
  ...badLoanFacts,
  installments: arr(obj({
    seq: int(), due_on: date(), principal: won(), interest: won(), total: won(), status: str(), overdue: bool(), funded_on: nullable(date()), distributed_at: nullable(instant()),
    late_interest: won('Late interest the borrower paid with it (연체이자), once funded after its due date.'),
  })),
  repayment_account: nullable(obj({ bank_code: str(), bank_name: str(), account_number: str() }, 'The loan\'s own repayment virtual account, issued by the bank at execution: the bank\'s deposit notification for it is the borrower\'s payment. Null only until the bank has issued it (e.g. while the bank is closed; a sweep issues it within a minute of the bank opening).')),
  payments: arr(obj({
    payment_id: uuid(), amount: won(), paid_on: date(), received_at: instant(),
    source: enumOf(PAYMENT_SOURCES, '`account`: into the loan\'s repayment account; `operator`: recorded by an operator (payments recorded before sources were kept).'),
    allocation: ref('PaymentAllocation'),
    installments: arr(ref('AllocatedInstallment'), 'Addition to docs/api.md: the installments this payment completed, with the interest and principal of each.'),
  }), 'Oldest first. Each allocation is what the loan decider booked for the payment, read from the loan\'s events.'),
});

/** A payment's allocation (docs/api.md "Borrower money", 민법 479조): costs, late interest, interest, principal, credit. */
const paymentAllocation = obj({
  costs: won('Costs (none are charged yet)'),
  late_interest: won('Late interest (연체이자) of the installments it completed, paid before their interest and principal'),
  interest: won('Interest of the installments it completed'),
  principal: won('Principal of the installments it completed'),
  credit: won('What no installment took: kept as the borrower\'s credit'),
  credit_used: won('Addition to docs/api.md: credit left by earlier payments that those installments took as well'),
}, 'costs + late_interest + interest + principal = amount - credit + credit_used.');
const allocatedInstallment = obj({ seq: int(), due_on: date(), late_interest: won(), interest: won(), principal: won() }, 'An installment a payment completes, with what of it is late interest, interest and principal.');
const paymentBody = body({ amount: won(undefined, { minimum: 1, maximum: 10_000_000_000 }), paid_on: date('Not after the business today.') });
/** A repayment job (one run of the repayment batch) with its installments. */
const jobDetail = extend(ref('RepaymentJob'), {
  items: arr(obj({ product_id: uuid(), seq: int(), status: str(), total: int(), processed: int(), failed: int(), error: nullable(str()) })),
});

export const repaymentsSchemas: Record<string, Schema> = {
  LoanSummary: obj(loanSummary, 'A loan as operators see it.'),
  RepaymentJob: obj(jobView, 'One run of the repayment batch.'),
  RepaymentPolicy: policyView,
  PaymentAllocation: paymentAllocation,
  AllocatedInstallment: allocatedInstallment,
};

export const repaymentsPaths: Paths = {
  '/dashboard': {
    get: op('get', {
      id: 'getDashboard',
      summary: 'The investor\'s dashboard',
      description: '`invested_total`: every investment placed and not canceled; `held`: those still raising; `outstanding_principal`: executed loans\' principal not yet repaid, recovered or written off (invested principal of executed loans + transferred in = outstanding + received + recovered + written off + transferred out); `limits.*.used` counts held plus outstanding. Balance, held, received amounts, tax and fees come from the wallet\'s read model, so the dashboard reconciles to `GET /wallet/transactions`.',
      access: 'session',
      ok: {
        status: 200,
        description: 'The dashboard.',
        schema: obj({
          balance: won(), held: won(), invested_total: won(), outstanding_principal: won(), received_principal: won(), received_interest: won(),
          late_interest_received: won('Late interest (연체이자) received, before tax; not part of `received_interest`.'),
          recovered_principal: won('Principal recovered from loans that went bad (recoveries and sales)'),
          recovered_interest: won('Addition to docs/api.md: interest and late interest recovered, before tax'),
          written_off_principal: won('Principal written off and not recovered since'),
          defaulted_principal: won('The part of `outstanding_principal` in defaulted (accelerated) loans'),
          transferred_in_principal: won('Outstanding principal of claims bought (원리금수취권 양수)'),
          transferred_out_principal: won('Outstanding principal of claims sold (원리금수취권 양도)'),
          tax_withheld: won(), fees_paid: won(), expected_interest: won(),
          xirr_bp: nullable(int('Addition to docs/api.md (issue 31, item 11): the annualised return (XIRR, 연환산 수익률) of the investor\'s cash flows with investments — placements out on their business dates, repayments net of tax and fees, late interest, recoveries and transfer prices in — with held money and outstanding principal valued at par on the business today and written-off principal at 0, so losses count. Basis points, rounded (1268 = 12.68 %); null with no flow yet, under 30 days of history, or no rate that solves the flows.')),
          counts: obj({ funding: int(), repaying: int(), completed: int('Completed and sold'), overdue: int(), defaulted: int(), written_off: int() }),
          limits: ref('Limits'),
          'portfolio?': arr(obj({ type: enumOf(PRODUCT_TYPES), invested: won(), outstanding: won() }), 'Addition to docs/api.md: by product type, for the chart.'),
        }),
      },
      addition: '`portfolio: [{type, invested, outstanding}]`; `xirr_bp`.',
    }),
  },
  '/dashboard/schedule': {
    get: op('get', {
      id: 'getDashboardSchedule',
      summary: 'Upcoming and past payouts between two dates',
      access: 'session',
      params: [queryParam('from', date(), 'Inclusive.'), queryParam('to', date(), 'Inclusive.')],
      ok: {
        status: 200,
        description: 'By due date; at most 2,000 rows.',
        schema: arr(obj({
          product_id: uuid(), title: str(), seq: int(), due_on: date(), principal: won(), interest: won(), tax: won('Income plus local tax'), net: won(),
          status: enumOf(['scheduled', 'paid', 'overdue', 'accelerated'], '`accelerated`: unpaid when the loan was accelerated; the claim replaced it (docs/api.md "Loans that go bad").'),
          'tax_income?': won('Addition to docs/api.md'), 'tax_local?': won('Addition to docs/api.md'), 'fee?': won('Addition to docs/api.md'),
          'late_interest?': won('Addition to docs/api.md: late interest (연체이자) paid with it'),
          'paid_at?': nullable(instant('Addition to docs/api.md: when it was paid, by the business clock (the sandbox may have moved it forward).')),
        })),
      },
      fails: ['invalid_input'],
      addition: '`tax_income`, `tax_local`, `fee`, `paid_at` on each row.',
    }),
  },
  '/investments/{product_id}/repayments': {
    get: op('get', {
      id: 'getInvestmentRepayments',
      summary: 'The caller\'s repayment schedule in one product',
      access: 'session',
      params: [uuidPath('product_id', 'product')],
      ok: {
        status: 200,
        description: 'The schedule (empty until the loan is executed).',
        schema: obj({
          product: obj({ id: uuid(), title: str(), type: enumOf(PRODUCT_TYPES), rate_bp: int(), term_months: int(), repayment_method: enumOf(REPAYMENT_METHODS), status: str() }),
          invested_amount: won(),
          schedule: arr(ref('ScheduleLine')),
          ...loanLife,
        }),
      },
      fails: ['invalid_input', 'not_invested_this_product', 'no_such_product'],
    }),
  },
  '/admin/products/{id}/borrower_repayments': {
    post: op('post', {
      id: 'adminRecordBorrowerRepayment',
      summary: 'Money received from the borrower',
      description: 'Settles the oldest due installment first; with nothing past due, enough to cover the outstanding principal plus interest to that day closes the loan early; otherwise whole future installments are paid ahead and the rest kept as credit. A product not executed yet is 409 `product_state_conflict`.',
      access: 'operator',
      command: true,
      params: [
        uuidPath('id', 'product'),
        idempotencyKey(true, 200, 'Required; printable ASCII, 1–200 characters, one per payment (the operator\'s own: keys are scoped to the operator). Missing is 400 `invalid_input` with `fields: {"Idempotency-Key": "required"}`; a repeat with the same key and body books nothing and answers the first outcome (status and body); the same key with another body is 409 `duplicate_ticket`.'),
      ],
      body: paymentBody,
      ok: {
        status: 201,
        description: 'Recorded.',
        schema: obj({
          payment_id: uuid(),
          funded_seqs: arr(int(), 'Installments this payment completed.'),
          repaid_early: bool(),
          loan: obj({
            product_id: uuid(), status: str(), principal: won(), rate_bp: int(), method: enumOf(REPAYMENT_METHODS), received: won(), credit: won(),
            installments: arr(obj({ seq: int(), due_on: date(), principal: won(), interest: won(), status: str(), overdue: bool() })),
          }),
        }),
      },
      fails: ['invalid_input', 'no_such_product', 'product_state_conflict', 'duplicate_ticket'],
      addition: 'the answer `{payment_id, funded_seqs, repaid_early, loan}`.',
    }),
  },
  '/admin/products/{id}/borrower_repayments/preview': {
    post: op('post', {
      id: 'adminPreviewBorrowerRepayment',
      summary: 'Where a borrower payment would go, booking nothing',
      description: 'The same `{amount, paid_on}` as a borrower payment: the loan decider decides it on the loan as it stands and nothing is appended, so the allocation is the one the payment would get now (a payment booked in between changes it). Refused as the payment would be: a product not executed yet is 409 `product_state_conflict`, a loan with nothing left to pay too.',
      access: 'operator',
      notInApiMd: true,
      addition: 'a dry run of `POST /admin/products/{id}/borrower_repayments` for the operators\' confirmation.',
      params: [uuidPath('id', 'product')],
      body: paymentBody,
      ok: {
        status: 200,
        description: 'The allocation and the installments the payment would complete.',
        schema: obj({ allocation: ref('PaymentAllocation'), installments: arr(ref('AllocatedInstallment')) }),
      },
      fails: ['invalid_input', 'no_such_product', 'product_state_conflict'],
    }),
  },
  '/admin/products/{id}/borrower_refunds': {
    post: op('post', {
      id: 'adminRefundBorrowerCredit',
      summary: 'Pay the borrower\'s credit back',
      description: 'The loan\'s `credit` is borrower money beyond what is owed (e.g. an overpaid last installment); an operator pays it back, all or part. More than the credit, or not positive, is 400 `invalid_input` with `fields.amount`. A product not executed yet is 409 `product_state_conflict`.',
      access: 'operator',
      command: true,
      notInApiMd: true,
      addition: 'see server/src/repayments/README.md.',
      params: [uuidPath('id', 'product')],
      body: body({ amount: won(undefined, { minimum: 1 }) }),
      ok: {
        status: 201,
        description: 'Refunded.',
        schema: obj({
          refunded: won(),
          loan: obj({
            product_id: uuid(), status: str(), principal: won(), rate_bp: int(), method: enumOf(REPAYMENT_METHODS), received: won(), credit: won(),
            installments: arr(obj({ seq: int(), due_on: date(), principal: won(), interest: won(), status: str(), overdue: bool() })),
          }),
        }),
      },
      fails: ['invalid_input', 'no_such_product', 'product_state_conflict'],
    }),
  },
  '/admin/loans': {
    get: op('get', {
      id: 'adminListLoans',
      summary: 'Loans, newest execution first',
      access: 'operator',
      notInApiMd: true,
      addition: 'see server/src/repayments/README.md.',
      params: [queryParam('status', enumOf(LOAN_STATUSES))],
      ok: { status: 200, description: 'At most 200.', schema: obj({ items: arr(ref('LoanSummary')) }) },
      fails: ['invalid_input'],
    }),
  },
  '/admin/loans/{id}': {
    get: op('get', {
      id: 'adminGetLoan',
      summary: 'One loan with installments and borrower payments',
      access: 'operator',
      notInApiMd: true,
      addition: 'see server/src/repayments/README.md (docs/api.md "Borrower money" lists `repayment_account` and each payment\'s `source`). A product without a loan yet is 404 `not_found`.',
      params: [uuidPath('id', 'product')],
      ok: {
        status: 200,
        description: 'The loan.',
        schema: loanDetail,
      },
      fails: ['invalid_input', 'not_found', 'no_such_product'],
    }),
  },
  '/admin/sandbox/borrower_deposits': {
    post: op('post', {
      id: 'adminSandboxBorrowerDeposit',
      summary: 'The sandbox bank sends a borrower\'s deposit to a loan\'s repayment account (sandbox only)',
      description: 'A real signed notification to `POST /bank/notifications` for the loan\'s repayment account: the borrower\'s payment on the business date it arrives, allocated as any payment is (see `GET /admin/loans/{id}`). A deposit the loan cannot take (a completed loan) is answered `SUCCESS` to the bank and kept in `GET /admin/bank/unmatched_deposits`. Outside sandbox mode: 404 `not_found`. A product that does not exist is 404 `no_such_product`; one not executed, 409 `product_state_conflict`.',
      access: 'operator',
      body: body({ product_id: uuid(), amount: won(undefined, { minimum: 1, maximum: 10_000_000_000 }) }),
      ok: { status: 201, description: 'Sent and recorded.', schema: obj({ tid: str('The bank\'s transaction id.'), product_id: uuid(), amount: won() }) },
      // The sandbox bank can answer any of its codes (operators force one with `fail_next`).
      fails: ['invalid_input', 'not_found', 'no_such_product', 'product_state_conflict', ...BANK_FAIL_CODES],
    }),
  },
  '/admin/jobs/repayments': {
    post: op('post', {
      id: 'adminRunRepayments',
      summary: 'Run the repayment batch now',
      description: 'For everything due on or before `as_of` (the batch also runs daily). Reruns pay nothing twice. A run first cancels every product past its funding deadline (`cancel_reason: "funding_failed"`).',
      access: 'operator',
      body: body({ as_of: date() }),
      ok: { status: 202, description: 'Queued.', schema: obj({ job_id: uuid() }) },
    }),
  },
  '/admin/jobs': {
    get: op('get', {
      id: 'adminJobsOverview',
      summary: 'Queues, counts, last runs and failures',
      access: 'operator',
      ok: {
        status: 200,
        description: 'The overview.',
        schema: obj({
          queues: arr(obj({ name: str(), kind: enumOf(['bullmq', 'in-process']), counts: mapOf(int(), 'Jobs by state.') })),
          last_runs: arr(ref('RepaymentJob'), 'The 20 latest runs.'),
          failures: arr(anyJson('A failed installment job: {job_id, product_id, seq, status, total, processed, failed, error, updated_at}.'), 'The 20 latest.'),
        }),
      },
    }),
  },
  '/admin/jobs/{job_id}': {
    get: op('get', {
      id: 'adminGetJob',
      summary: 'One batch run',
      access: 'operator',
      params: [uuidPath('job_id', 'job')],
      ok: {
        status: 200,
        description: 'The run with its installments.',
        schema: jobDetail,
      },
      fails: ['invalid_input', 'not_found'],
      addition: '`total`, `installments`, `as_of`, `trigger`, `error`, times and `items` per installment.',
    }),
  },
  '/admin/repayment_policy': {
    get: op('get', {
      id: 'adminGetRepaymentPolicy',
      summary: 'Withholding and fee policy',
      access: 'operator',
      notInApiMd: true,
      addition: 'see server/src/repayments/README.md.',
      ok: { status: 200, description: 'The policy in force on the business today, and its history.', schema: ref('RepaymentPolicy') },
    }),
    put: op('put', {
      id: 'adminSetRepaymentPolicy',
      summary: 'Change the withholding and fee policy',
      description: 'From `effective_on` (default the business today; earlier is 400 `invalid_input`) income tax of every payment follows it, and loans executed on or after it record its fee, `late_interest_bp` and `max_rate_bp` (contract terms for the loan\'s whole life); `acceleration_days` is what the daily run judges by. Fields left out keep the value in force on that date. Each change is also a `RepaymentPolicyChanged` event on the `repayment-policy` stream.',
      access: 'operator',
      notInApiMd: true,
      addition: 'see server/src/repayments/README.md.',
      body: body({
        'platform_registered?': bool(), 'fee_bp?': int('Of interest, basis points.', { minimum: 0, maximum: 10_000 }),
        'transfer_fee_bp?': int('Of a transfer\'s price, basis points (fee = price × bp ÷ 10,000, floored).', { minimum: 0, maximum: 10_000 }),
        'late_interest_bp?': int('Added to the loan\'s rate while money is late, basis points (default 300).', { minimum: 0, maximum: 10_000 }),
        'max_rate_bp?': int('The legal maximum yearly rate, basis points (default 2000).', { minimum: 0, maximum: 10_000 }),
        'acceleration_days?': int('Days unpaid before the daily run accelerates a loan (default 60).', { minimum: 1, maximum: 3650 }),
        'personal_debtor_types?': arr(enumOf(PRODUCT_TYPES), 'Addition to docs/api.md: see the policy\'s fields.'),
        'personal_debtor_max_principal?': won(undefined, { minimum: 0, maximum: 10_000_000_000 }),
        'acceleration_notice_days?': int(undefined, { minimum: 0, maximum: 365 }),
        'effective_on?': date(),
      }),
      bodyOptional: true,
      ok: { status: 200, description: 'The policy now, and its history.', schema: ref('RepaymentPolicy') },
      fails: ['invalid_input'],
    }),
  },
};
