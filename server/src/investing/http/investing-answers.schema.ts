// Investing's answer shapes (docs/api.md "Basket and investing", "Investment documents and tax
// forms"): the basket, placed investments, the caller's investments and an investment's documents.
// Published as document components (Basket, InvestmentDocumentListItem, InvestmentDocument) and read
// by the web as types (web/src/api/types.ts): this module imports only the builders (no Nest).
import { at, bool, bp, enumOf, int, nullable, ref, str } from '../../shared/http/schema/answers';
import { calendarDate, Type, uuid, won, type Static } from '../../shared/http/schema/fields';

export const INVESTMENT_STATUSES = ['placed', 'canceled', 'executed'] as const;
export const DOCUMENT_KINDS_SHOWN = ['prospectus', 'contract', 'transfer_contract'] as const;
/**
 * A product's statuses as the basket and the investments show them (products' own list, the three
 * of a loan gone bad included: the products table's status; this module imports no context).
 */
export const PRODUCT_STATUSES = ['scheduled', 'funding', 'funded', 'repaying', 'completed', 'overdue', 'canceled', 'defaulted', 'written_off', 'sold'] as const;

const BASKET_ITEM = Type.Object({
  product_id: uuid(),
  title: str(),
  amount: won(),
  rate_bp: int('Basis points.'),
  term_months: int(),
  status: Type.Optional(enumOf(PRODUCT_STATUSES, 'Addition to docs/api.md: the product\'s status.')),
  suspended: Type.Optional(bool('Addition to docs/api.md.')),
  remaining_amount: Type.Optional(won('Addition to docs/api.md: left to raise')),
});
export type BasketItem = Static<typeof BASKET_ITEM>;

export const BASKET = Type.Object({ items: Type.Array(BASKET_ITEM), total_amount: won() }, { description: 'The caller\'s basket (no money moves until POST /investments).' });
export type Basket = Static<typeof BASKET>;

export const PLACED_INVESTMENTS = Type.Object({
  investments: Type.Array(Type.Object({ id: uuid(), product_id: uuid(), amount: won(), status: enumOf(INVESTMENT_STATUSES) })),
  balance: won('Balance after'),
});
export type PlacedInvestments = Static<typeof PLACED_INVESTMENTS>;

/** POST /invest_tickets. */
export const INVEST_TICKET = Type.Object({ ticket: uuid(), expires_at: at() });
export type InvestTicket = Static<typeof INVEST_TICKET>;

/** DELETE /investments/{id}. */
export const CANCELED_INVESTMENT = Type.Object({ balance: won('Balance after') });
export type CanceledInvestment = Static<typeof CANCELED_INVESTMENT>;

const used = (description?: string) => Type.Object({ used: won(), limit: nullable(won()) }, description ? { description } : {});

/** GET /invest_limits: the invest box's limits and the room left (null = unlimited). */
export const INVEST_LIMITS = Type.Object({
  investor_type: str(),
  limits: Type.Object({
    total: used(), realty: used(), pf: used('The PF part of the real-estate limit.'), per_borrower_limit: nullable(won()),
    institutional_share_bp: nullable(int('Professional and corporate investors: the share of one product\'s target (basis points) they may hold; null for the other types.')),
  }, { description: 'As the limit policy in force on the business today sets them for the caller\'s type.' }),
  external_holdings: Type.Object({ total: won(), realty: won(), borrower: nullable(won('null without product_id')) }, { description: 'Addition to docs/api.md: what the central registry knows the investor holds on other platforms.' }),
  remaining: Type.Object({
    total: nullable(won()), realty: nullable(won()), pf: nullable(won('PF room, this platform\'s: at most the real-estate room')),
    borrower: nullable(won('null without product_id')),
    institutional: nullable(won('Professional and corporate investors: what they may still put into this product (its share of the target); null otherwise or without product_id')),
  }, { description: 'Room left across all platforms: this platform\'s limits minus what is held here and on other platforms.' }),
  invested_in_product: won(),
});
export type InvestLimits = Static<typeof INVEST_LIMITS>;

export const INVESTMENT_DOCUMENT_LIST_ITEM = Type.Object({
  kind: enumOf(DOCUMENT_KINDS_SHOWN, '`prospectus`: the 연계투자설명서; `contract`: the 연계투자 계약서.'),
  version: str('The disclosure version the investor confirmed (both documents are made from it).'),
  issued_at: at('When the investment was placed (business time).'),
});

export type InvestmentDocumentListItem = Static<typeof INVESTMENT_DOCUMENT_LIST_ITEM>;

export const INVESTMENT_LIST = Type.Object({
  items: Type.Array(Type.Object({
    id: uuid(), product_id: uuid(), title: str(), amount: won(), status: enumOf(INVESTMENT_STATUSES),
    product_status: Type.Optional(enumOf(PRODUCT_STATUSES, 'Addition to docs/api.md.')),
    invested_at: at(), outstanding_principal: won(), received_interest: won(),
    documents: Type.Optional(Type.Array(ref<InvestmentDocumentListItem>('InvestmentDocumentListItem'), { description: 'Addition to docs/api.md: the investment\'s documents (none for investments placed before they were issued).' })),
  })),
});
export type InvestmentListItem = Static<typeof INVESTMENT_LIST>['items'][number];

const DOCUMENT_PRODUCT = Type.Object({ id: uuid(), title: str(), type: str('The product type as it was then.') });
export type DocumentProduct = Static<typeof DOCUMENT_PRODUCT>;

/** What both contracts state of the loan, tax and the platform party. */
const CONTRACT_LOAN = Type.Object({ rate_bp: bp(), term_months: int(), repayment_method: enumOf(['equal_installment', 'bullet']), due_rule: str() });
const CONTRACT_TAX = Type.Object({ platform_registered: bool(), income_tax_bp: bp(), local_tax_rate_pct: int(), rounding: str() });
const RETENTION_YEARS = int('Years the documents are kept after the loan ends (the policy in force when issued).');
const PLATFORM_PARTY = Type.Object({ companyName: str(), registration: str(), address: str(), businessNumber: str(), customerCenterPhone: str() }, { description: 'The platform party.' });
const DISCLOSURE_VERSION = str('The disclosure version the contract\'s terms come from.');

const CONTRACT_CONTENT = Type.Object({
  template: str('The contract wording\'s name (a new wording, a new name; older contracts keep theirs).'),
  investment: Type.Object({ id: uuid(), amount: won(), placed_at: at() }),
  investor: Type.Object({ name: str('The investor\'s verified legal name.') }),
  product: DOCUMENT_PRODUCT,
  borrower: Type.Object({ name: str('Masked, as on the product page.'), kind: enumOf(['individual', 'corporation']), grade: str() }),
  loan: CONTRACT_LOAN,
  fees: Type.Object({ investor_fee_bp: bp(), note: str() }),
  tax: CONTRACT_TAX,
  risks: Type.Array(str()),
  collection: Type.Object({ procedure: str(), debt_sale: str(), costs: str() }),
  cancellation: str('The right to cancel while the product raises (온투법 23조③).'),
  retention_years: RETENTION_YEARS,
  platform: PLATFORM_PARTY,
  disclosure_version: DISCLOSURE_VERSION,
}, { description: 'The 연계투자 계약서.' });
export type ContractContent = Static<typeof CONTRACT_CONTENT>;

const TRANSFER_CONTRACT_CONTENT = Type.Object({
  template: str('The transfer contract wording\'s name.'),
  transfer: Type.Object({
    listing_id: uuid(), purchased_on: calendarDate(), from_seq: int('The first installment the buyer receives.'),
    principal: won('Principal bought'), price: won(), accrued_interest: won('경과이자 paid to the seller'), fee: won('The platform\'s fee, paid by the seller'),
  }),
  buyer: Type.Object({ name: str('The buyer\'s verified legal name.') }),
  product: DOCUMENT_PRODUCT, loan: CONTRACT_LOAN, tax: CONTRACT_TAX, risks: Type.Array(str()),
  retention_years: RETENTION_YEARS, platform: PLATFORM_PARTY, disclosure_version: DISCLOSURE_VERSION,
}, { description: 'The 원리금수취권 양수도 계약서 of a claim bought (kind `transfer_contract`).' });
export type TransferContractContent = Static<typeof TRANSFER_CONTRACT_CONTENT>;

const PROSPECTUS_CONTENT = Type.Object(
  { product: DOCUMENT_PRODUCT, disclosure: ref('ProductDisclosure') },
  { description: 'The 연계투자설명서: the product\'s disclosure exactly as the investor confirmed it.' },
);

export const INVESTMENT_DOCUMENT = Type.Object({
  investment_id: uuid(),
  kind: enumOf(DOCUMENT_KINDS_SHOWN),
  version: str(),
  issued_at: at(),
  content: Type.Unsafe<unknown>({ anyOf: [PROSPECTUS_CONTENT, CONTRACT_CONTENT, TRANSFER_CONTRACT_CONTENT] }),
}, { description: 'One investment document as it was issued; never rewritten.' });
export type InvestmentDocument = Static<typeof INVESTMENT_DOCUMENT>;
