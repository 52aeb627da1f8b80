// Events of the `product-{productId}` stream. Names are past tense and never renamed; a change
// of shape is a new type. The product's side of an investment is ProductInvestmentPlaced /
// ProductInvestmentCanceled, appended atomically with the wallet's InvestmentPlaced /
// InvestmentCanceled on `investor-{userId}`: distinct names, so no projection of one stream
// ever picks up the other's copy.
export type ProductType = 'apt' | 'realty' | 'credit' | 'corporate';
export type RepaymentMethod = 'equal_installment' | 'bullet';
export type ProductStatus = 'scheduled' | 'funding' | 'funded' | 'repaying' | 'completed' | 'overdue' | 'canceled';

export const PRODUCT_TYPES: readonly ProductType[] = ['apt', 'realty', 'credit', 'corporate'];
export const REPAYMENT_METHODS: readonly RepaymentMethod[] = ['equal_installment', 'bullet'];
export const PRODUCT_STATUSES: readonly ProductStatus[] = ['scheduled', 'funding', 'funded', 'repaying', 'completed', 'overdue', 'canceled'];
/** Real-estate types share one investor limit (DESIGN.md "Checks and limits"). */
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
}

export interface InvestmentLine {
  investmentId: string;
  userId: string;
  amountWon: number;
}

export type ProductEvent =
  | { type: 'ProductRegistered'; data: { productId: string; registeredAt: string } & ProductTerms }
  | { type: 'ProductUpdated'; data: { productId: string; updatedAt: string; changes: Partial<ProductTerms> } }
  | { type: 'ProductOpened'; data: { productId: string; openedAt: string; by: 'operator' | 'scheduler' } }
  | { type: 'ProductInvestmentPlaced'; data: { investmentId: string; productId: string; userId: string; amountWon: number; placedAt: string; borrowerId: string; isRealty: boolean } }
  | { type: 'ProductInvestmentCanceled'; data: { investmentId: string; productId: string; userId: string; amountWon: number; reason: 'investor' | 'product_canceled'; canceledAt: string } }
  | { type: 'ProductFunded'; data: { productId: string; raisedAmountWon: number; fundedAt: string } }
  | { type: 'ProductSuspended'; data: { productId: string; suspendedAt: string } }
  | { type: 'ProductResumed'; data: { productId: string; resumedAt: string } }
  | { type: 'ProductCanceled'; data: { productId: string; canceledAt: string; releasedWon: number } }
  | { type: 'ProductExecuted'; data: { productId: string; executedAt: string; raisedAmountWon: number; investments: InvestmentLine[] } }
  | { type: 'ProductOverdue'; data: { productId: string; at: string } }
  | { type: 'ProductOverdueCleared'; data: { productId: string; at: string } }
  | { type: 'ProductCompleted'; data: { productId: string; completedAt: string } };

export type ProductEventType = ProductEvent['type'];

export const PRODUCT_EVENT_TYPES: readonly ProductEventType[] = [
  'ProductRegistered', 'ProductUpdated', 'ProductOpened', 'ProductInvestmentPlaced', 'ProductInvestmentCanceled', 'ProductFunded',
  'ProductSuspended', 'ProductResumed', 'ProductCanceled', 'ProductExecuted',
  'ProductOverdue', 'ProductOverdueCleared', 'ProductCompleted',
];

export const productStreamId = (productId: string): string => `product-${productId}`;
export const PRODUCT_STREAM_PREFIX = 'product-';

/** An investment placed on a product's own stream: what the set-based projections take in runs. */
export const isPlacementOnProductStream = (event: { type: string; streamId: string }): boolean =>
  event.type === 'ProductInvestmentPlaced' && event.streamId.startsWith(PRODUCT_STREAM_PREFIX);
