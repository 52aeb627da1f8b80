// What an investment's two documents say, fixed when the investment is placed (docs/api.md "Investment
// documents and tax forms", 온투법 23조①): the 연계투자설명서 is the product's disclosure exactly
// as the investor confirmed it (the version recorded with the investment), and the 연계투자 계약서
// states the parties, the amount and the terms from that same disclosure, the cancellation right
// while the product raises, and the platform's details. Pure: the placement computes both and
// stores them as they are, so neither a later edit of the product nor a policy change rewrites
// what the investor received.
import type { DisclosureSnapshot, ProductDisclosure, ProductInvestmentPlaced } from '../../products';
import { seoulDate } from '../../shared/clock';
import { PLATFORM_IDENTITY } from '../../shared/platform-identity';
import type { ContractContent, DocumentProduct, InvestmentDocument, TransferContractContent } from '../http/investing-answers.schema';
import { retainYearsOn } from './retention-policy';

export type DocumentKind = InvestmentDocument['kind'];
/** The contract's wording; a new wording is a new template name, older contracts keep theirs. */
export const CONTRACT_TEMPLATE = 'contract-2025-1';

export interface ProspectusContent {
  product: DocumentProduct;
  disclosure: ProductDisclosure;
}

export const TRANSFER_CONTRACT_TEMPLATE = 'transfer-contract-2026-1';

/** One placed investment, as its ProductInvestmentPlaced event and its investor's legal name give it. */
export type PlacedForDocuments = ProductInvestmentPlaced['data'] & { investorName: string };

export const CANCELLATION_RIGHT =
  '투자자는 상품의 모집이 끝나기 전까지 언제든지 투자를 취소할 수 있으며, 취소한 투자 금액은 지체 없이 예치금으로 돌려드립니다(온라인투자연계금융업법 제23조제3항). 모집이 끝난 뒤에는 취소할 수 없습니다.';

const productOf = (s: DisclosureSnapshot): DocumentProduct => ({ id: s.productId, title: s.title, type: s.type });

export function prospectusContent(snapshot: DisclosureSnapshot): ProspectusContent {
  return { product: productOf(snapshot), disclosure: snapshot.disclosure };
}

export function contractContent(placed: PlacedForDocuments, snapshot: DisclosureSnapshot): ContractContent {
  const d = snapshot.disclosure;
  return {
    template: CONTRACT_TEMPLATE,
    investment: { id: placed.investmentId, amount: placed.amountWon, placed_at: placed.placedAt },
    investor: { name: placed.investorName },
    product: productOf(snapshot),
    borrower: { name: d.borrower.name, kind: d.borrower.kind, grade: d.borrower.grade },
    loan: { rate_bp: d.loan.rate_bp, term_months: d.loan.term_months, repayment_method: d.loan.repayment_method, due_rule: d.loan.due_rule },
    fees: d.fees,
    tax: d.tax,
    risks: d.risks,
    collection: d.collection,
    cancellation: CANCELLATION_RIGHT,
    retention_years: retainYearsOn(seoulDate(new Date(placed.placedAt))),
    platform: PLATFORM_IDENTITY,
    disclosure_version: d.version,
  };
}

/** What the purchase decided, for its transfer contract. */
export interface PurchasedForDocuments {
  listingId: string;
  purchasedOn: string;
  fromSeq: number;
  principalWon: number;
  priceWon: number;
  accruedInterestWon: number;
  feeWon: number;
  buyerName: string;
}

/**
 * The buyer's 원리금수취권 양수도 계약서 (docs/api.md "Transfers"): the claim bought — from which
 * installment, its outstanding principal, the price, the 경과이자 paid the seller and the fee —
 * with the product's disclosure in force that day (its version) and the buyer's legal name.
 */
export function transferContractContent(p: PurchasedForDocuments, snapshot: DisclosureSnapshot): TransferContractContent {
  const d = snapshot.disclosure;
  return {
    template: TRANSFER_CONTRACT_TEMPLATE,
    transfer: {
      listing_id: p.listingId, purchased_on: p.purchasedOn, from_seq: p.fromSeq, principal: p.principalWon, price: p.priceWon, accrued_interest: p.accruedInterestWon, fee: p.feeWon,
    },
    buyer: { name: p.buyerName },
    product: productOf(snapshot),
    loan: { rate_bp: d.loan.rate_bp, term_months: d.loan.term_months, repayment_method: d.loan.repayment_method, due_rule: d.loan.due_rule },
    tax: d.tax,
    risks: d.risks,
    retention_years: retainYearsOn(p.purchasedOn),
    platform: PLATFORM_IDENTITY,
    disclosure_version: d.version,
  };
}
