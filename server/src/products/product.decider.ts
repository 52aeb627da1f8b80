// The product aggregate (`product-{productId}`): lifecycle scheduled → funding → funded →
// repaying → completed, with overdue, canceled and a suspended flag. Pure: the handler passes
// in time and the facts it read (the investor's amount already in the product, the list of
// live investments for cancel and execute). Raised never exceeds the target.
import { Decider } from '../shared/decider';
import { DomainError, assertNever, assert } from '../shared/errors/domain-error';
import { BadLoanStatus, CancelReason, InvestmentLine, isRealty, ProductCancelReason, ProductEvent, ProductStatus, ProductTerms, ProductType } from './product.events';
import { cancelInvestment, expireReconfirmations, lowerTarget, pendingOf, reconfirm, ReconfirmationCommand } from './funding/reconfirmation.decider';

/** Only what decisions need: the snapshot is rewritten on every investment, so it stays small. */
export interface ProductState {
  exists: boolean;
  status: ProductStatus;
  suspended: boolean;
  type: ProductType;
  borrowerId: string;
  targetAmountWon: number;
  minAmountWon: number;
  maxPerUserWon: number;
  opensAt: string;
  closesAt: string;
  raisedWon: number;
  /** Project financing (is_pf). Optional: snapshots written before it was recorded lack it (false). */
  isPf?: boolean;
  /**
   * Investments a lowered target asks to be confirmed again, not yet answered, and the deadline.
   * Optional: snapshots written before target lowering existed have neither.
   */
  pendingReconfirmations?: string[];
  reconfirmBy?: string;
}

export type ProductCommand =
  | { type: 'RegisterProduct'; productId: string; terms: ProductTerms; now: Date }
  | { type: 'UpdateProduct'; productId: string; changes: Partial<ProductTerms>; now: Date }
  | { type: 'OpenProduct'; productId: string; by: 'operator' | 'scheduler'; now: Date }
  | {
      type: 'PlaceInvestment'; productId: string; investmentId: string; userId: string; amountWon: number; userInvestedInProductWon: number; now: Date;
      /** The disclosure version in force, recorded with the investment its investor confirmed. */
      disclosureVersion?: string;
    }
  | { type: 'CancelInvestment'; productId: string; investmentId: string; userId: string; amountWon: number; now: Date }
  | { type: 'SuspendProduct'; productId: string; now: Date }
  | { type: 'ResumeProduct'; productId: string; now: Date }
  | { type: 'CancelProduct'; productId: string; investments: InvestmentLine[]; reason: ProductCancelReason; now: Date }
  | { type: 'ExecuteProduct'; productId: string; investments: InvestmentLine[]; now: Date }
  | { type: 'MarkProductOverdue'; productId: string; now: Date }
  | { type: 'ClearProductOverdue'; productId: string; now: Date }
  | { type: 'CompleteProduct'; productId: string; now: Date }
  | { type: 'FollowLoanStatus'; productId: string; status: BadLoanStatus; now: Date }
  | ReconfirmationCommand;

/** The statuses each bad-loan status may follow (acceleration, write-off, sale). */
const BAD_LOAN_FROM: Record<BadLoanStatus, readonly ProductStatus[]> = {
  defaulted: ['repaying', 'overdue'],
  written_off: ['defaulted'],
  sold: ['defaulted', 'written_off'],
};

export const INVEST_UNIT_WON = 10_000;

/** Terms that may change only before funding starts: investors decide on them. */
const FROZEN_ONCE_OPEN: readonly (keyof ProductTerms)[] = [
  'type', 'borrowerId', 'borrowerName', 'rateBp', 'termMonths', 'repaymentMethod', 'targetAmountWon', 'minAmountWon', 'opensAt', 'isPf',
];

/** PF is a kind of real-estate loan: a PF flag on a credit or corporate product is invalid_input. */
function requirePfOnRealty(type: ProductType, isPf: boolean | undefined): void {
  if (isPf && !isRealty(type)) throw new DomainError('invalid_input', { fields: { is_pf: 'realty_only' } });
}

const initialState = (): ProductState => ({
  exists: false,
  status: 'scheduled',
  suspended: false,
  type: 'credit',
  borrowerId: '',
  targetAmountWon: 0,
  minAmountWon: INVEST_UNIT_WON,
  maxPerUserWon: 0,
  opensAt: '',
  closesAt: '',
  raisedWon: 0,
});

const conflict = (): DomainError => new DomainError('product_state_conflict');

function requireExisting(state: ProductState): void {
  if (!state.exists) throw new DomainError('no_such_product');
}

/** The check order of docs/api.md "Basket and investing": product state, amount rules, room left, the product's per-user cap. */
function placeInvestment(cmd: Extract<ProductCommand, { type: 'PlaceInvestment' }>, state: ProductState): ProductEvent[] {
  if (!state.exists) throw new DomainError('no_such_product', { product_id: cmd.productId });
  const fail = (code: ConstructorParameters<typeof DomainError>[0]) => new DomainError(code, { product_id: cmd.productId });
  const events: ProductEvent[] = [];
  const nowIso = cmd.now.toISOString();
  let status = state.status;
  if (status === 'scheduled') {
    // Opening time reached before the scheduler's next tick: the first investment opens it.
    if (state.suspended || cmd.now.getTime() < Date.parse(state.opensAt)) throw fail('product_is_not_prepared');
    events.push({ type: 'ProductOpened', data: { productId: cmd.productId, openedAt: nowIso, by: 'scheduler' } });
    status = 'funding';
  }
  if (state.suspended) throw fail('product_suspended');
  if (status !== 'funding' && status !== 'funded') throw fail('invalid_invest');
  if (status === 'funding' && isPastDeadline(state, cmd.now)) throw fail('invalid_invest');
  if (cmd.amountWon < Math.max(state.minAmountWon, INVEST_UNIT_WON)) throw fail('min_invest_amount');
  if (cmd.amountWon % INVEST_UNIT_WON !== 0) throw fail('invalid_amount');
  if (cmd.amountWon > state.targetAmountWon - state.raisedWon) throw fail('exceed_amount_limit');
  if (state.maxPerUserWon > 0 && cmd.userInvestedInProductWon + cmd.amountWon > state.maxPerUserWon) throw fail('exceed_amount_per_user_limit');
  events.push({
    type: 'ProductInvestmentPlaced',
    data: {
      investmentId: cmd.investmentId, productId: cmd.productId, userId: cmd.userId, amountWon: cmd.amountWon, placedAt: nowIso,
      borrowerId: state.borrowerId, isRealty: isRealty(state.type), ...(state.isPf ? { isPf: true } : {}),
      ...(cmd.disclosureVersion ? { disclosureVersion: cmd.disclosureVersion } : {}),
    },
  });
  const raised = state.raisedWon + cmd.amountWon;
  if (raised === state.targetAmountWon) {
    events.push({ type: 'ProductFunded', data: { productId: cmd.productId, raisedAmountWon: raised, fundedAt: nowIso } });
  }
  return events;
}

function updateProduct(cmd: Extract<ProductCommand, { type: 'UpdateProduct' }>, state: ProductState): ProductEvent[] {
  const at = cmd.now.toISOString();
  const productId = cmd.productId;
  requireExisting(state);
  if (state.status !== 'scheduled' && state.status !== 'funding') throw conflict();
  const keys = Object.keys(cmd.changes) as (keyof ProductTerms)[];
  if (state.status === 'funding' && keys.some((k) => FROZEN_ONCE_OPEN.includes(k))) throw conflict();
  const target = cmd.changes.targetAmountWon ?? state.targetAmountWon;
  const cap = cmd.changes.maxPerUserWon ?? state.maxPerUserWon;
  if (target < state.raisedWon || cap > target) throw new DomainError('invalid_input', { fields: { target_amount: 'too_small' } });
  requirePfOnRealty(cmd.changes.type ?? state.type, cmd.changes.isPf ?? state.isPf);
  if (keys.length === 0) return [];
  return [{ type: 'ProductUpdated', data: { productId, updatedAt: at, changes: cmd.changes } }];
}

/** Past its funding deadline: the business clock has passed closes_at (at closes_at itself it still raises). */
export const isPastDeadline = (state: Pick<ProductState, 'closesAt'>, now: Date): boolean => now.getTime() > Date.parse(state.closesAt);

/** The investment's side of a product's cancel: what its investor is told and the ledger line says. */
export const INVESTMENT_CANCEL_REASON: Record<ProductCancelReason, CancelReason> = { operator: 'product_canceled', funding_failed: 'funding_failed' };

/**
 * An operator cancels a product not yet executed. The platform cancels one that did not raise its
 * target by closes_at (docs/api.md "Products"): only while it is still raising (or never
 * opened) and only once the business clock has passed the deadline; a funded product waits for
 * execution.
 */
function cancelProduct(cmd: Extract<ProductCommand, { type: 'CancelProduct' }>, state: ProductState): ProductEvent[] {
  const at = cmd.now.toISOString();
  const productId = cmd.productId;
  requireExisting(state);
  const cancelable: readonly ProductStatus[] = cmd.reason === 'funding_failed' ? ['scheduled', 'funding'] : ['scheduled', 'funding', 'funded'];
  if (!cancelable.includes(state.status)) throw conflict();
  if (cmd.reason === 'funding_failed' && !isPastDeadline(state, cmd.now)) throw conflict();
  const released = cmd.investments.reduce((sum, i) => sum + i.amountWon, 0);
  assert(released === state.raisedWon, `cancel of ${productId}: investments sum ${released}, raised ${state.raisedWon}`);
  const reason = INVESTMENT_CANCEL_REASON[cmd.reason];
  return [
    ...cmd.investments.map((i): ProductEvent => ({
      type: 'ProductInvestmentCanceled',
      data: { investmentId: i.investmentId, productId, userId: i.userId, amountWon: i.amountWon, reason, canceledAt: at },
    })),
    { type: 'ProductCanceled', data: { productId, canceledAt: at, releasedWon: released, reason: cmd.reason } },
  ];
}

function executeProduct(cmd: Extract<ProductCommand, { type: 'ExecuteProduct' }>, state: ProductState): ProductEvent[] {
  const at = cmd.now.toISOString();
  const productId = cmd.productId;
  requireExisting(state);
  // Fully funded only: no loan is disbursed before its target is raised (온투법 12조②), and
  // after a lowered target not before every investor asked has answered (12조③).
  if (state.status !== 'funded') throw conflict();
  if (pendingOf(state).length > 0) throw new DomainError('reconfirmation_pending');
  const total = cmd.investments.reduce((sum, i) => sum + i.amountWon, 0);
  assert(total === state.raisedWon, `execute of ${productId}: investments sum ${total}, raised ${state.raisedWon}`);
  return [{ type: 'ProductExecuted', data: { productId, executedAt: at, raisedAmountWon: total, investments: cmd.investments } }];
}

function decide(cmd: ProductCommand, state: ProductState): ProductEvent[] {
  const at = cmd.now.toISOString();
  const productId = cmd.productId;
  switch (cmd.type) {
    case 'RegisterProduct':
      if (state.exists) throw conflict();
      requirePfOnRealty(cmd.terms.type, cmd.terms.isPf);
      return [{ type: 'ProductRegistered', data: { productId, registeredAt: at, ...cmd.terms } }];
    case 'UpdateProduct':
      return updateProduct(cmd, state);
    case 'OpenProduct':
      requireExisting(state);
      // Past its deadline a product never opens: the platform cancels it instead (funding_failed).
      if (state.status !== 'scheduled' || isPastDeadline(state, cmd.now)) throw conflict();
      return [{ type: 'ProductOpened', data: { productId, openedAt: at, by: cmd.by } }];
    case 'PlaceInvestment':
      return placeInvestment(cmd, state);
    case 'CancelInvestment':
      return cancelInvestment(productId, { investmentId: cmd.investmentId, userId: cmd.userId, amountWon: cmd.amountWon }, state, cmd.now);
    case 'LowerTarget':
      return lowerTarget(cmd, state);
    case 'ReconfirmInvestment':
      return reconfirm(cmd, state);
    case 'ExpireReconfirmations':
      return expireReconfirmations(cmd, state);
    case 'SuspendProduct':
      requireExisting(state);
      if (state.suspended || !['scheduled', 'funding', 'funded'].includes(state.status)) throw conflict();
      return [{ type: 'ProductSuspended', data: { productId, suspendedAt: at } }];
    case 'ResumeProduct':
      requireExisting(state);
      if (!state.suspended) throw conflict();
      return [{ type: 'ProductResumed', data: { productId, resumedAt: at } }];
    case 'CancelProduct':
      return cancelProduct(cmd, state);
    case 'ExecuteProduct':
      return executeProduct(cmd, state);
    case 'MarkProductOverdue':
      requireExisting(state);
      if (state.status === 'overdue') return [];
      if (state.status !== 'repaying') throw conflict();
      return [{ type: 'ProductOverdue', data: { productId, at } }];
    case 'ClearProductOverdue':
      requireExisting(state);
      if (state.status !== 'overdue') return [];
      return [{ type: 'ProductOverdueCleared', data: { productId, at } }];
    case 'CompleteProduct':
      requireExisting(state);
      if (state.status === 'completed') return [];
      // A bad loan completes too, when a recovery repays all it owed.
      if (!['repaying', 'overdue', 'defaulted', 'written_off'].includes(state.status)) throw conflict();
      return [{ type: 'ProductCompleted', data: { productId, completedAt: at } }];
    case 'FollowLoanStatus':
      requireExisting(state);
      if (state.status === cmd.status) return [];
      if (!BAD_LOAN_FROM[cmd.status].includes(state.status)) throw conflict();
      return [{ type: 'ProductLoanStatusFollowed', data: { productId, status: cmd.status, at } }];
    default:
      return assertNever(cmd);
  }
}

function withoutPending(state: ProductState, investmentId: string): ProductState {
  const pending = pendingOf(state);
  return pending.includes(investmentId) ? { ...state, pendingReconfirmations: pending.filter((id) => id !== investmentId) } : state;
}

function evolve(state: ProductState, event: ProductEvent): ProductState {
  switch (event.type) {
    case 'ProductRegistered': {
      const d = event.data;
      return {
        ...state, exists: true, status: 'scheduled', type: d.type, borrowerId: d.borrowerId, targetAmountWon: d.targetAmountWon,
        minAmountWon: d.minAmountWon, maxPerUserWon: d.maxPerUserWon, opensAt: d.opensAt, closesAt: d.closesAt, isPf: d.isPf === true,
      };
    }
    case 'ProductUpdated': {
      const c = event.data.changes;
      return {
        ...state,
        type: c.type ?? state.type,
        borrowerId: c.borrowerId ?? state.borrowerId,
        targetAmountWon: c.targetAmountWon ?? state.targetAmountWon,
        minAmountWon: c.minAmountWon ?? state.minAmountWon,
        maxPerUserWon: c.maxPerUserWon ?? state.maxPerUserWon,
        opensAt: c.opensAt ?? state.opensAt,
        closesAt: c.closesAt ?? state.closesAt,
        isPf: c.isPf ?? state.isPf,
      };
    }
    case 'ProductOpened':
      return { ...state, status: 'funding' };
    case 'ProductInvestmentPlaced':
      return { ...state, raisedWon: state.raisedWon + event.data.amountWon };
    case 'ProductInvestmentCanceled':
      return { ...withoutPending(state, event.data.investmentId), raisedWon: state.raisedWon - event.data.amountWon };
    case 'ProductTargetLowered':
      return {
        ...state, targetAmountWon: event.data.toWon, reconfirmBy: event.data.reconfirmBy,
        pendingReconfirmations: event.data.investments.map((i) => i.investmentId),
      };
    case 'ProductInvestmentReconfirmed':
      return withoutPending(state, event.data.investmentId);
    case 'ProductFundingReopened':
      return { ...state, status: 'funding' };
    case 'ProductFunded':
      return { ...state, status: 'funded' };
    case 'ProductSuspended':
      return { ...state, suspended: true };
    case 'ProductResumed':
      return { ...state, suspended: false };
    case 'ProductCanceled':
      return { ...state, status: 'canceled', suspended: false, pendingReconfirmations: [] };
    case 'ProductExecuted':
      return { ...state, status: 'repaying', suspended: false, pendingReconfirmations: [] };
    case 'ProductOverdue':
      return { ...state, status: 'overdue' };
    case 'ProductOverdueCleared':
      return { ...state, status: 'repaying' };
    case 'ProductCompleted':
      return { ...state, status: 'completed' };
    case 'ProductLoanStatusFollowed':
      return { ...state, status: event.data.status };
    default:
      return assertNever(event);
  }
}

export const productDecider: Decider<ProductCommand, ProductEvent, ProductState> = { initialState, decide, evolve };
