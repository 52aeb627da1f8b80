// Basket and investing (docs/api.md "Basket and investing"): the basket, tickets, all-or-nothing
// investment requests, cancellation, the caller's investments and the invest box's limits; and
// each investment's documents (docs/api.md "Investment documents and tax forms").
import { operationsFor, pathParam, queryParam, uuidPath } from '../operation';
import type { Operation, Paths, Schema } from '../openapi.types';
import { PRODUCT_STATUSES } from '../components';
import { arr, body, bool, bp, date, enumOf, instant, int, nullable, obj, ref, str, uuid, won } from '../schema';

const op = operationsFor('Investing');

const INVESTMENT_STATUSES = ['placed', 'canceled', 'executed'] as const;
const DOCUMENT_KINDS = ['prospectus', 'contract', 'transfer_contract'] as const;

const documentProduct = obj({ id: uuid(), title: str(), type: str('The product type as it was then.') });

const contractContent = obj({
  template: str('The contract wording\'s name (a new wording, a new name; older contracts keep theirs).'),
  investment: obj({ id: uuid(), amount: won(), placed_at: instant() }),
  investor: obj({ name: str('The investor\'s verified legal name.') }),
  product: documentProduct,
  borrower: obj({ name: str('Masked, as on the product page.'), kind: enumOf(['individual', 'corporation']), grade: str() }),
  loan: obj({ rate_bp: bp(), term_months: int(), repayment_method: enumOf(['equal_installment', 'bullet']), due_rule: str() }),
  fees: obj({ investor_fee_bp: bp(), note: str() }),
  tax: obj({ platform_registered: bool(), income_tax_bp: bp(), local_tax_rate_pct: int(), rounding: str() }),
  risks: arr(str()),
  collection: obj({ procedure: str(), debt_sale: str(), costs: str() }),
  cancellation: str('The right to cancel while the product raises (온투법 23조③).'),
  retention_years: int('Years the documents are kept after the loan ends (the policy in force when issued).'),
  platform: obj({ companyName: str(), registration: str(), address: str(), businessNumber: str(), customerCenterPhone: str() }, 'The platform party.'),
  disclosure_version: str('The disclosure version the contract\'s terms come from.'),
}, 'The 연계투자 계약서.');

function withDocumentPdf(operation: Operation): Operation {
  const ok = operation.responses['200'];
  ok.content = {
    ...ok.content,
    'application/pdf': { schema: { type: 'string', description: 'With `?format=pdf`: the document as a Korean A4 PDF, `Content-Disposition: inline` with an ASCII `filename` and the Korean name as `filename*` (RFC 6266).' } },
  };
  return operation;
}

const typeLimits = (what: string, optional: boolean) => {
  const o = (key: string) => (optional ? `${key}?` : key);
  const amount = (d: string) => won(d, { minimum: 0, maximum: 1_000_000_000_000 });
  return obj({
    [o('total')]: amount('Total outstanding (held plus executed, not repaid)'),
    [o('realty')]: amount('Real estate (apt, realty); at most `total`'),
    [o('pf')]: amount('Of the real estate, project financing (`is_pf`); at most `realty`'),
    [o('per_borrower')]: amount('With one borrower; at most `total`'),
  }, what);
};
const policyValues = {
  effective_on: date('In force from this date (Korea time).'),
  general: typeLimits('General investors.', false),
  income_qualified: typeLimits('Income-qualified investors.', false),
  institutional_share_bp: bp('The share of one product\'s target a professional or corporate investor may hold (they have no amount limits)'),
};
const LIMIT_POLICY_STATUSES = ['past', 'in_force', 'scheduled'] as const;

export const investingSchemas: Record<string, Schema> = {
  InvestLimitPolicy: obj({
    in_force_on: date('The business today the values below are in force on.'),
    ...policyValues,
    history: arr(obj({
      ...policyValues,
      changed_by: nullable(uuid('The operator; null for the values the migration seeded.')),
      changed_at: instant(),
      status: enumOf(LIMIT_POLICY_STATUSES, '`scheduled`: from a later date; `in_force`: the one in force today; `past`: replaced by a later date.'),
    }), 'Every effective date, newest first (at most 100). A change with an effective date already set replaced it.'),
  }, 'The investor limit policy (docs/api.md "Investor limits").'),
  Basket: obj({
    items: arr(obj({
      product_id: uuid(),
      title: str(),
      amount: won(),
      rate_bp: int('Basis points.'),
      term_months: int(),
      'status?': enumOf(PRODUCT_STATUSES, 'Addition to docs/api.md: the product\'s status.'),
      'suspended?': bool('Addition to docs/api.md.'),
      'remaining_amount?': won('Addition to docs/api.md: left to raise'),
    })),
    total_amount: won(),
  }, 'The caller\'s basket (no money moves until POST /investments).'),
  InvestmentDocumentListItem: obj({
    kind: enumOf(DOCUMENT_KINDS, '`prospectus`: the 연계투자설명서; `contract`: the 연계투자 계약서.'),
    version: str('The disclosure version the investor confirmed (both documents are made from it).'),
    issued_at: instant('When the investment was placed (business time).'),
  }),
  InvestmentDocument: obj({
    investment_id: uuid(),
    kind: enumOf(DOCUMENT_KINDS),
    version: str(),
    issued_at: instant(),
    content: { anyOf: [obj({ product: documentProduct, disclosure: ref('ProductDisclosure') }, 'The 연계투자설명서: the product\'s disclosure exactly as the investor confirmed it.'), contractContent] },
  }, 'One investment document as it was issued; never rewritten.'),
};

export const investingPaths: Paths = {
  '/basket': {
    get: op('get', {
      id: 'getBasket',
      summary: 'The caller\'s basket',
      access: 'session',
      ok: { status: 200, description: 'The basket.', schema: ref('Basket') },
    }),
    delete: op('delete', {
      id: 'clearBasket',
      summary: 'Empty the basket',
      access: 'session',
      notInApiMd: true,
      addition: 'clears every item at once.',
      ok: { status: 200, description: 'The empty basket.', schema: ref('Basket') },
    }),
  },
  '/basket/items/{productId}': {
    put: op('put', {
      id: 'putBasketItem',
      summary: 'Put a product in the basket with an amount (replaces the amount)',
      description: 'Checked as investing checks it: the product first, then the amount rules. At most 20 products (`invalid_input` `{product_id: basket_full}`). Errors carry `product_id`.',
      access: 'session',
      params: [{ ...uuidPath('productId', 'product'), description: 'The product\'s id (docs/api.md writes it `{product_id}`; UUID, else 400 invalid_input `{product_id: invalid_uuid}`).' }],
      body: body({ amount: won('A multiple of 10,000, at least the product\'s min_amount') }),
      ok: { status: 200, description: 'The basket.', schema: ref('Basket') },
      fails: ['min_invest_amount', 'invalid_amount', 'no_such_product', 'product_suspended'],
    }),
    delete: op('delete', {
      id: 'deleteBasketItem',
      summary: 'Take a product out of the basket',
      access: 'session',
      params: [{ ...uuidPath('productId', 'product'), description: 'The product\'s id (docs/api.md writes it `{product_id}`).' }],
      ok: { status: 200, description: 'The basket.', schema: ref('Basket') },
      fails: ['invalid_input'],
    }),
  },
  '/invest_tickets': {
    post: op('post', {
      id: 'issueInvestTicket',
      summary: 'A one-use ticket for one investment request',
      description: 'Valid 10 minutes, bound to the user; it is the request\'s idempotency key.',
      access: 'session',
      ok: { status: 201, description: 'The ticket.', schema: obj({ ticket: uuid(), expires_at: instant() }) },
    }),
  },
  '/investments': {
    post: op('post', {
      id: 'invest',
      summary: 'Invest in one or several products, all or nothing',
      description: [
        'Every item is checked, then all are placed in one atomic step, or none is. The same ticket with the same body returns the first outcome; with another body 409 `duplicate_ticket`.',
        'Checks run in this order and the first failure answers (with `product_id` of the item): input; ticket; product (no_such_product, product_is_not_prepared, product_suspended, invalid_invest); amount rules; room left (a fully raised product answers exceed_amount_limit); the product\'s per-user cap; the investor\'s limits (a professional or corporate investor\'s share of the product, total, real estate and its PF part, same borrower; held money counts; the policy in force on the business date of the placement); the central registry; balance; bank hours.',
      ].join('\n\n'),
      access: 'session',
      command: true,
      body: body({
        ticket: uuid('From POST /invest_tickets.'),
        'acknowledged?': bool('`true`: the investor confirmed, on the confirmation step, that they read each product\'s disclosure and that principal can be lost (온투법 22조③). Anything else: 400 `confirmation_required`, answered right after the input checks. The disclosure version of each product is then recorded with its investment.'),
        items: arr(body({
          product_id: uuid(),
          amount: won('A multiple of 10,000'),
          'disclosure_version?': str('Addition to docs/api.md: the `disclosure.version` the investor read. If the product\'s disclosure changed since, the request is refused with `confirmation_required` (and `product_id`) so that they read it again.', { maxLength: 64 }),
        }), 'One to 20 items, each product once (`duplicate_product`).'),
      }, 'Example: `{"ticket": "<from POST /invest_tickets>", "acknowledged": true, "items": [{"product_id": "<uuid>", "amount": 500000, "disclosure_version": "d-3f2a…"}]}`'),
      ok: {
        status: 201,
        description: 'Placed: the money is held in the products.',
        schema: obj({ investments: arr(obj({ id: uuid(), product_id: uuid(), amount: won(), status: enumOf(INVESTMENT_STATUSES) })), balance: won('Balance after') }),
      },
      fails: [
        'min_invest_amount', 'invalid_amount', 'no_vaccount', 'not_enough_balance', 'over_total_invest_limit', 'over_borrower_invest_limit',
        'over_realty_invest_limit', 'over_institutional_share_limit', 'exceed_amount_limit', 'exceed_amount_per_user_limit', 'exceed_user_limit', 'exceed_user_per_product_limit',
        'product_suspended', 'product_is_not_prepared', 'invalid_invest', 'bank_closed', 'invalid_token', 'duplicate_ticket', 'no_such_product',
        'too_many_requests', 'confirmation_required', 'identity_unverified',
      ],
    }),
    get: op('get', {
      id: 'listInvestments',
      summary: 'The caller\'s investments, newest first',
      description: 'Outstanding principal and received interest are kept per investor and product, shared pro rata among several investments in one product.',
      access: 'session',
      params: [queryParam('status', enumOf(INVESTMENT_STATUSES))],
      ok: {
        status: 200,
        description: 'At most 500.',
        schema: obj({
          items: arr(obj({
            id: uuid(), product_id: uuid(), title: str(), amount: won(), status: enumOf(INVESTMENT_STATUSES),
            'product_status?': enumOf(PRODUCT_STATUSES, 'Addition to docs/api.md.'),
            invested_at: instant(), outstanding_principal: won(), received_interest: won(),
            'documents?': arr(ref('InvestmentDocumentListItem'), 'Addition to docs/api.md: the investment\'s documents (none for investments placed before they were issued).'),
          })),
        }),
      },
      fails: ['invalid_input'],
      addition: 'the list is wrapped as `{items}`; each item also has `product_status` and `documents`.',
    }),
  },
  '/investments/{id}': {
    delete: op('delete', {
      id: 'cancelInvestment',
      summary: 'Cancel an investment while the product is still raising',
      access: 'session',
      command: true,
      params: [uuidPath('id', 'investment')],
      ok: { status: 200, description: 'Canceled; the hold is released.', schema: obj({ balance: won('Balance after') }) },
      fails: ['invalid_input', 'not_found', 'investment_not_cancelable'],
      addition: 'someone else\'s or an unknown investment is 404 `not_found`.',
    }),
  },
  '/investments/{id}/documents': {
    get: op('get', {
      id: 'listInvestmentDocuments',
      summary: 'An investment\'s documents: the 연계투자설명서 and the 연계투자 계약서',
      description: 'Issued in the same transaction as the investment (온투법 23조①) and kept, never deleted (not even with the account), until at least five years after the loan ends: the database refuses to delete them before `retain_until`, which is set when the investment is canceled or its loan completed.',
      access: 'session',
      params: [uuidPath('id', 'investment')],
      ok: { status: 200, description: 'Prospectus first, then contract (empty for an investment placed before documents were issued).', schema: arr(ref('InvestmentDocumentListItem')) },
      fails: ['invalid_input', 'not_found'],
      addition: 'someone else\'s or an unknown investment is 404 `not_found`.',
    }),
  },
  '/investments/{id}/documents/{kind}': {
    get: withDocumentPdf(op('get', {
      id: 'getInvestmentDocument',
      summary: 'One investment document, as JSON or a PDF',
      description: 'The document as issued. `?format=pdf`: a printable Korean PDF (application/pdf) a phone can open or save.',
      access: 'session',
      params: [uuidPath('id', 'investment'), pathParam('kind', enumOf(DOCUMENT_KINDS)), queryParam('format', enumOf(['json', 'pdf']))],
      ok: { status: 200, description: 'The document (JSON, or the PDF with `?format=pdf`).', schema: ref('InvestmentDocument') },
      fails: ['invalid_input', 'not_found'],
      addition: 'without `?format=pdf` the document comes as JSON with its stored `content`; someone else\'s or an unknown investment is 404 `not_found`.',
    })),
  },
  '/admin/limit_policy': {
    get: op('get', {
      id: 'adminGetLimitPolicy',
      summary: 'The investor limit policy: in force today, and every change',
      access: 'operator',
      ok: { status: 200, description: 'The policy in force on the business today, and its history.', schema: ref('InvestLimitPolicy') },
    }),
    put: op('put', {
      id: 'adminSetLimitPolicy',
      summary: 'Change the investor limit policy from a date on',
      description: [
        'From `effective_on` (not before the business today; earlier is 400 `invalid_input` `{effective_on: before_business_today}`) investments placed on that business date or later are judged by it; one already placed is never undone. Fields left out keep the values in force just before that date; a second change with the same `effective_on` replaces the first (its values left out are those before that date again).',
        'PF at most real estate, real estate and per borrower at most the total, else `invalid_input` naming `<type>.<field>`. Each change is an `InvestLimitPolicyChanged` event on the `invest-limit-policy` stream.',
      ].join('\n\n'),
      access: 'operator',
      body: body({
        effective_on: date(),
        'general?': typeLimits('Any of the general investor\'s limits.', true),
        'income_qualified?': typeLimits('Any of the income-qualified investor\'s limits.', true),
        'institutional_share_bp?': int('Basis points, 1 to 10,000.', { minimum: 1, maximum: 10_000 }),
      }, 'Example: `{"effective_on": "2026-07-01", "general": {"pf": 5000000}}`'),
      ok: { status: 200, description: 'The policy now, and its history (a later effective date shows as `scheduled`).', schema: ref('InvestLimitPolicy') },
      fails: ['invalid_input'],
    }),
  },
  '/invest_limits': {
    get: op('get', {
      id: 'getInvestLimits',
      summary: 'How much more the caller may invest (the invest box)',
      access: 'session',
      notInApiMd: true,
      addition: 'the invest box\'s remaining limits.',
      params: [queryParam('product_id', uuid(), 'Also the room left with this product\'s borrower and in this product.')],
      ok: {
        status: 200,
        description: 'Limits and remaining room (null = unlimited).',
        schema: obj({
          investor_type: str(),
          limits: obj({
            total: obj({ used: won(), limit: nullable(won()) }), realty: obj({ used: won(), limit: nullable(won()) }),
            pf: obj({ used: won(), limit: nullable(won()) }, 'The PF part of the real-estate limit.'), per_borrower_limit: nullable(won()),
            institutional_share_bp: nullable(int('Professional and corporate investors: the share of one product\'s target (basis points) they may hold; null for the other types.')),
          }, 'As the limit policy in force on the business today sets them for the caller\'s type.'),
          external_holdings: obj({
            total: won(), realty: won(), borrower: nullable(won('null without product_id')),
          }, 'Addition to docs/api.md: what the central registry knows the investor holds on other platforms.'),
          remaining: obj({
            total: nullable(won()), realty: nullable(won()), pf: nullable(won('PF room, this platform\'s: at most the real-estate room')),
            borrower: nullable(won('null without product_id')),
            institutional: nullable(won('Professional and corporate investors: what they may still put into this product (its share of the target); null otherwise or without product_id')),
          },
            'Room left across all platforms: this platform\'s limits minus what is held here and on other platforms.'),
          invested_in_product: won(),
        }),
      },
      fails: ['invalid_input'],
    }),
  },
};
