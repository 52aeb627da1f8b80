// Events of the `product-{productId}` stream. Names are past tense and never renamed; a change
// of shape is a new type. The product's side of an investment is ProductInvestmentPlaced /
// ProductInvestmentCanceled, appended atomically with the wallet's InvestmentPlaced /
// InvestmentCanceled on `investor-{userId}`: distinct names, so no projection of one stream
// ever picks up the other's copy.
import { isEventOf } from '../shared/event-store/event-guard';
import type { EventNamed, StoredEvent } from '../shared/event-store/event-store.types';

export type ProductType = 'apt' | 'realty' | 'credit' | 'corporate';
export type RepaymentMethod = 'equal_installment' | 'bullet';
export type ProductStatus = 'scheduled' | 'funding' | 'funded' | 'repaying' | 'completed' | 'overdue' | 'canceled' | 'defaulted' | 'written_off' | 'sold';
/** The statuses a bad loan's steps give its product (docs/api.md "Loans that go bad"). */
export type BadLoanStatus = 'defaulted' | 'written_off' | 'sold';

export const PRODUCT_TYPES: readonly ProductType[] = ['apt', 'realty', 'credit', 'corporate'];
export const REPAYMENT_METHODS: readonly RepaymentMethod[] = ['equal_installment', 'bullet'];
export const PRODUCT_STATUSES: readonly ProductStatus[] = ['scheduled', 'funding', 'funded', 'repaying', 'completed', 'overdue', 'canceled', 'defaulted', 'written_off', 'sold'];
/** Real-estate types share one investor limit (docs/design.md "Checks and limits"). */
export const isRealty = (type: ProductType): boolean => type === 'apt' || type === 'realty';

export interface Collateral {
  address: string;
  appraisalWon: number;
  seniorDebtWon: number;
  lienRank: number;
  note?: string;
}

/** Everything an operator sets on a product; the editable part of its stream. */
export interface ProductTerms {
  title: string;
  type: ProductType;
  borrowerId: string;
  borrowerName: string;
  grade: string;
  rateBp: number;
  termMonths: number;
  repaymentMethod: RepaymentMethod;
  targetAmountWon: number;
  minAmountWon: number;
  /** 0 = no per-user cap of the product's own. */
  maxPerUserWon: number;
  opensAt: string;
  closesAt: string;
  investorOnly: boolean;
  description: string;
  collateral: Collateral | null;
  /**
   * A real-estate project-financing loan (apt, realty only): counts in the PF part of the real-estate
   * limit. Absent on products registered before it was recorded: false.
   */
  isPf?: boolean;
}

/**
 * Why an investment was canceled. investor: the investor's own cancel; product_canceled: an
 * operator canceled the product; funding_failed: the product did not raise its target by
 * closes_at and the platform canceled it; not_reconfirmed: no answer to a lowered target in time.
 */
export type CancelReason = 'investor' | 'product_canceled' | 'funding_failed' | 'not_reconfirmed';

/**
 * Why a product was canceled (docs/api.md `cancel_reason`): an operator's decision, or the platform's
 * at the funding deadline (still raising when the business clock passed closes_at).
 */
export type ProductCancelReason = 'operator' | 'funding_failed';
export const PRODUCT_CANCEL_REASONS: readonly ProductCancelReason[] = ['operator', 'funding_failed'];
/** ProductCanceled events appended before the reason was recorded were all operators' cancels. */
export const cancelReasonOf = (data: { reason?: ProductCancelReason }): ProductCancelReason => data.reason ?? 'operator';

export interface InvestmentLine {
  investmentId: string;
  userId: string;
  amountWon: number;
}

export type ProductEvent =
  | { type: 'ProductRegistered'; data: { productId: string; registeredAt: string } & ProductTerms }
  | { type: 'ProductUpdated'; data: { productId: string; updatedAt: string; changes: Partial<ProductTerms> } }
  | { type: 'ProductOpened'; data: { productId: string; openedAt: string; by: 'operator' | 'scheduler' } }
  | {
      type: 'ProductInvestmentPlaced';
      data: {
        investmentId: string; productId: string; userId: string; amountWon: number; placedAt: string; borrowerId: string; isRealty: boolean;
        /** A PF product (is_pf); absent on investments placed before it was recorded: false. */
        isPf?: boolean;
        /** The disclosure version the investor confirmed (온투법 22조③); absent on investments placed before it was recorded. */
        disclosureVersion?: string;
      };
    }
  | { type: 'ProductInvestmentCanceled'; data: { investmentId: string; productId: string; userId: string; amountWon: number; reason: CancelReason; canceledAt: string } }
  | { type: 'ProductFunded'; data: { productId: string; raisedAmountWon: number; fundedAt: string } }
  | { type: 'ProductSuspended'; data: { productId: string; suspendedAt: string } }
  | { type: 'ProductResumed'; data: { productId: string; resumedAt: string } }
  | {
      type: 'ProductCanceled';
      data: {
        productId: string; canceledAt: string; releasedWon: number;
        /** Absent on events appended before it was recorded: read it with cancelReasonOf. */
        reason?: ProductCancelReason;
      };
    }
  | { type: 'ProductExecuted'; data: { productId: string; executedAt: string; raisedAmountWon: number; investments: InvestmentLine[] } }
  | { type: 'ProductOverdue'; data: { productId: string; at: string } }
  | { type: 'ProductOverdueCleared'; data: { productId: string; at: string } }
  | { type: 'ProductCompleted'; data: { productId: string; completedAt: string } }
  /** The loan was accelerated, written off or sold: the product's status follows it. */
  | { type: 'ProductLoanStatusFollowed'; data: { productId: string; status: BadLoanStatus; at: string } }
  // A lowered target (온투법 12조③): every investment live at that moment must be confirmed again by
  // its investor before `reconfirmBy`, or it is canceled and its money returned.
  | { type: 'ProductTargetLowered'; data: { productId: string; fromWon: number; toWon: number; loweredAt: string; reconfirmBy: string; investments: InvestmentLine[] } }
  | { type: 'ProductInvestmentReconfirmed'; data: { investmentId: string; productId: string; userId: string; reconfirmedAt: string } }
  /** A funded product raising again: an investment was canceled while its investors reconfirmed. */
  | { type: 'ProductFundingReopened'; data: { productId: string; raisedAmountWon: number; at: string } };

export type ProductEventType = ProductEvent['type'];

export const PRODUCT_EVENT_TYPES: readonly ProductEventType[] = [
  'ProductRegistered', 'ProductUpdated', 'ProductOpened', 'ProductInvestmentPlaced', 'ProductInvestmentCanceled', 'ProductFunded',
  'ProductSuspended', 'ProductResumed', 'ProductCanceled', 'ProductExecuted',
  'ProductOverdue', 'ProductOverdueCleared', 'ProductCompleted', 'ProductLoanStatusFollowed',
  'ProductTargetLowered', 'ProductInvestmentReconfirmed', 'ProductFundingReopened',
];

export const productStreamId = (productId: string): string => `product-${productId}`;
export const PRODUCT_STREAM_PREFIX = 'product-';

/** A product event, as a reader of several streams tells it from the others. */
export const isProductEvent = isEventOf<ProductEvent>(PRODUCT_EVENT_TYPES);

export type ProductInvestmentPlaced = EventNamed<ProductEvent, 'ProductInvestmentPlaced'>;
export type ProductInvestmentCanceled = EventNamed<ProductEvent, 'ProductInvestmentCanceled'>;
export type ProductExecuted = EventNamed<ProductEvent, 'ProductExecuted'>;

/** An investment placed on a product's own stream: what the set-based projections take in runs. */
export const isPlacementOnProductStream = (event: StoredEvent): event is StoredEvent<ProductInvestmentPlaced> =>
  event.type === 'ProductInvestmentPlaced' && event.streamId.startsWith(PRODUCT_STREAM_PREFIX);
