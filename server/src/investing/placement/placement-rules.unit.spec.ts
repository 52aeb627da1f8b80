// Proves the placement rules without a database: every investing check in docs/api.md's order (the
// first failure answers), each amount at its boundary (exactly the remaining amount, one unit
// over, zero, negative), the PF part and the institutional share, and baskets and batches all-or-nothing.
import { externalHoldingsLookup, ExternalHoldings } from '../../registry';
import { LoadedProduct, productDecider, ProductEvent, ProductTerms, ProductType } from '../../products';
import { initialWalletState, investorStreamId, walletDecider, WalletEvent } from '../../wallet';
import { emptyUsage, LimitPolicy, LimitUsage } from '../limits/investor-limits';
import { Placement, PlacementFacts, PlacementRequest, placeInvestments } from './placement-rules';

const U = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';
const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '11111111-1111-4111-8111-222222222222';
const TICKET = '44444444-4444-4444-8444-444444444444';
const opensAt = '2026-01-10T01:00:00.000Z';
const closesAt = '2026-01-20T01:00:00.000Z';
const now = new Date('2026-01-11T00:00:00.000Z');
const general: LimitPolicy = { totalLimitWon: 30_000_000, realtyLimitWon: 10_000_000, pfLimitWon: 5_000_000, borrowerLimitWon: 5_000_000, productShareBp: null };
const professional: LimitPolicy = { totalLimitWon: null, realtyLimitWon: null, pfLimitWon: null, borrowerLimitWon: null, productShareBp: 4000 };

interface ProductSetup {
  type?: ProductType;
  borrowerId?: string;
  targetAmountWon?: number;
  maxPerUserWon?: number;
  raisedWon?: number;
  opensAt?: string;
  isPf?: boolean;
  more?: ProductEvent[];
}

/** A product as its stream leaves it: registered, opened (unless it opens later), `raisedWon` placed by someone else. */
function product(productId: string, setup: ProductSetup = {}): LoadedProduct {
  const terms: ProductTerms = {
    title: '테스트 상품', type: setup.type ?? 'credit', borrowerId: setup.borrowerId ?? `B-${productId}`, borrowerName: '김차입', grade: 'A1',
    rateBp: 1200, termMonths: 12, repaymentMethod: 'equal_installment', targetAmountWon: setup.targetAmountWon ?? 1_000_000,
    minAmountWon: 10_000, maxPerUserWon: setup.maxPerUserWon ?? 0, opensAt: setup.opensAt ?? opensAt, closesAt, investorOnly: false, description: '', collateral: null,
    isPf: setup.isPf ?? false,
  };
  const events: ProductEvent[] = [{ type: 'ProductRegistered', data: { productId, registeredAt: opensAt, ...terms } }];
  if (!setup.opensAt) events.push({ type: 'ProductOpened', data: { productId, openedAt: opensAt, by: 'operator' } });
  if (setup.raisedWon) {
    events.push({ type: 'ProductInvestmentPlaced', data: {
      investmentId: `earlier-${productId}`, productId, userId: OTHER, amountWon: setup.raisedWon, placedAt: opensAt, borrowerId: terms.borrowerId, isRealty: false,
    } });
  }
  events.push(...(setup.more ?? []));
  return { productId, state: events.reduce(productDecider.evolve, productDecider.initialState()), version: events.length };
}

/** What loading a product id nobody registered gives: a stream with no events. */
const missingProduct = (productId: string): LoadedProduct => ({ productId, state: productDecider.initialState(), version: 0 });

interface World {
  products?: LoadedProduct[];
  balanceWon?: number;
  vaccount?: boolean;
  bankOpen?: boolean;
  external?: ExternalHoldings;
  disclosureVersions?: Record<string, string>;
}

function factsOf(world: World): PlacementFacts {
  const deposit: WalletEvent[] = [{ type: 'DepositCredited', data: { tid: 't-1', amountWon: world.balanceWon ?? 10_000_000, depositorName: '홍길동', at: opensAt } }];
  const products = world.products ?? [product(P1)];
  return {
    products: new Map(products.map((p) => [p.productId, p])),
    wallets: new Map([[investorStreamId(U), { state: deposit.reduce(walletDecider.evolve, initialWalletState()), version: 1 }]]),
    vaccountHolders: new Set(world.vaccount === false ? [] : [U]),
    registry: externalHoldingsLookup(new Map(world.external ? [[U, world.external]] : [])),
    bankOpen: world.bankOpen ?? true,
    disclosureVersions: new Map(Object.entries(world.disclosureVersions ?? {})),
  };
}

interface RequestSetup {
  ticket?: string;
  ticketOwner?: string;
  expiresAt?: Date;
  usedAt?: Date | null;
  noTicketRow?: boolean;
  usage?: LimitUsage;
  policy?: LimitPolicy;
}

function invest(items: PlacementRequest['payload']['items'], setup: RequestSetup = {}): PlacementRequest {
  const ticket = setup.ticket ?? TICKET;
  const row = { user_id: setup.ticketOwner ?? U, expires_at: setup.expiresAt ?? new Date(now.getTime() + 60_000), used_at: setup.usedAt ?? null };
  return {
    payload: { userId: U, investorType: 'general', ticket, items },
    ctx: { commandId: ticket, actorId: U, now, businessNow: now },
    investor: { ticket: setup.noTicketRow ? null : row, policy: setup.policy ?? general, usage: setup.usage ?? emptyUsage() },
  };
}

const item = (amountWon: number, productId = P1) => ({ productId, amountWon });

/** given(world).when(requests) → the placement, with then-assertions on it. */
function given(world: World) {
  return {
    when(...requests: PlacementRequest[]) {
      const placement = placeInvestments(factsOf(world), requests);
      return {
        placement,
        thenPlaced(balanceWon: number): void {
          expect(placement.verdicts[0]).toMatchObject({ ok: true, result: { balance: balanceWon } });
        },
        thenFails(failCode: string, productId?: string): void {
          const verdict = placement.verdicts[0];
          expect(verdict.ok).toBe(false);
          if (verdict.ok) return;
          expect(verdict.error.failCode).toBe(failCode);
          expect(verdict.error.details.product_id).toBe(productId);
          expect(placement.entries).toEqual([]);
          expect(placement.usedTickets).toEqual([]);
          expect(placement.basketCleared).toEqual([]);
        },
      };
    },
  };
}

const eventTypes = (placement: Placement, streamIndex: number): string[] =>
  placement.entries[0].appends[streamIndex].events.map((e) => e.type);

describe('placement rules: the ticket comes first', () => {
  it('refuses an unknown ticket, someone else\'s, an expired one, and a used one', () => {
    given({}).when(invest([item(10_000)], { noTicketRow: true })).thenFails('invalid_token');
    given({}).when(invest([item(10_000)], { ticketOwner: OTHER })).thenFails('invalid_token');
    given({}).when(invest([item(10_000)], { expiresAt: now })).thenFails('invalid_token');
    given({}).when(invest([item(10_000)], { usedAt: now })).thenFails('duplicate_ticket');
  });
  it('an auto-invest placement has no ticket row (the standing contract stands for it) and marks its events source "auto"', () => {
    const auto = invest([item(10_000)], { noTicketRow: true });
    const placed = given({}).when({ ...auto, payload: { ...auto.payload, source: 'auto' } });
    placed.thenPlaced(9_990_000);
    expect(placed.placement.entries[0].metadata).toMatchObject({ source: 'auto' });
    expect(given({}).when(invest([item(10_000)])).placement.entries[0].metadata.source).toBeUndefined();
  });
  it('answers the ticket before anything about the product or the amount', () => {
    given({ products: [product(P1, { raisedWon: 1_000_000 })] }).when(invest([item(-10_000)], { usedAt: now })).thenFails('duplicate_ticket');
  });
});

describe('placement rules: the product', () => {
  it('refuses a product that does not exist', () => {
    given({ products: [missingProduct(P2)] }).when(invest([item(10_000, P2)])).thenFails('no_such_product', P2);
  });
  it('refuses a product not open yet, a suspended one, and a closed one', () => {
    given({ products: [product(P1, { opensAt: '2026-01-12T00:00:00.000Z' })] }).when(invest([item(10_000)])).thenFails('product_is_not_prepared', P1);
    const suspended = product(P1, { more: [{ type: 'ProductSuspended', data: { productId: P1, suspendedAt: opensAt } }] });
    given({ products: [suspended] }).when(invest([item(10_000)])).thenFails('product_suspended', P1);
    const canceled = product(P1, { more: [{ type: 'ProductCanceled', data: { productId: P1, canceledAt: opensAt, releasedWon: 0 } }] });
    given({ products: [canceled] }).when(invest([item(10_000)])).thenFails('invalid_invest', P1);
  });
  it('opens a product whose opening time has come with its first investment', () => {
    const { placement } = given({ products: [product(P1, { opensAt })] }).when(invest([item(10_000)]));
    expect(eventTypes(placement, 1)).toEqual(['ProductOpened', 'ProductInvestmentPlaced']);
  });
  it('asks to confirm again when the investor read another disclosure than the one in force', () => {
    given({ disclosureVersions: { [P1]: 'v2' } }).when(invest([{ ...item(10_000), disclosureVersion: 'v1' }])).thenFails('confirmation_required', P1);
    given({ disclosureVersions: { [P1]: 'v2' } }).when(invest([{ ...item(10_000), disclosureVersion: 'v2' }])).thenPlaced(9_990_000);
  });
  it('checks the product before the amount', () => {
    const suspended = product(P1, { more: [{ type: 'ProductSuspended', data: { productId: P1, suspendedAt: opensAt } }] });
    given({ products: [suspended] }).when(invest([item(5_000)])).thenFails('product_suspended', P1);
  });
});

describe('placement rules: amount rules', () => {
  it('refuses zero, a negative amount and less than 10,000 won as min_invest_amount', () => {
    given({}).when(invest([item(0)])).thenFails('min_invest_amount', P1);
    given({}).when(invest([item(-10_000)])).thenFails('min_invest_amount', P1);
    given({}).when(invest([item(9_999)])).thenFails('min_invest_amount', P1);
  });
  it('accepts exactly 10,000 won and refuses an amount not in units of 10,000', () => {
    given({}).when(invest([item(10_000)])).thenPlaced(9_990_000);
    given({}).when(invest([item(15_000)])).thenFails('invalid_amount', P1);
  });
});

describe('placement rules: room left to raise', () => {
  it('accepts exactly the remaining amount, and the product is funded', () => {
    const { placement } = given({ products: [product(P1, { raisedWon: 990_000 })] }).when(invest([item(10_000)]));
    expect(placement.verdicts[0].ok).toBe(true);
    expect(eventTypes(placement, 1)).toEqual(['ProductInvestmentPlaced', 'ProductFunded']);
  });
  it('refuses one unit over the remaining amount', () => {
    given({ products: [product(P1, { raisedWon: 990_000 })] }).when(invest([item(20_000)])).thenFails('exceed_amount_limit', P1);
  });
  it('answers a fully raised product with exceed_amount_limit, not invalid_invest', () => {
    given({ products: [product(P1, { raisedWon: 1_000_000 })] }).when(invest([item(10_000)])).thenFails('exceed_amount_limit', P1);
  });
  it('checks the amount rules before the room', () => {
    given({ products: [product(P1, { raisedWon: 1_000_000 })] }).when(invest([item(15_000)])).thenFails('invalid_amount', P1);
  });
});

describe('placement rules: the product\'s per-user cap', () => {
  const capped = () => product(P1, { maxPerUserWon: 100_000 });
  const holding = (won: number): LimitUsage => ({ ...emptyUsage(), byProductWon: { [P1]: won } });
  it('accepts exactly the cap counting what the investor already holds, and refuses one unit more', () => {
    given({ products: [capped()] }).when(invest([item(30_000)], { usage: holding(70_000) })).thenPlaced(9_970_000);
    given({ products: [capped()] }).when(invest([item(40_000)], { usage: holding(70_000) })).thenFails('exceed_amount_per_user_limit', P1);
  });
  it('checks the room before the cap', () => {
    const full = product(P1, { maxPerUserWon: 100_000, raisedWon: 990_000 });
    given({ products: [full] }).when(invest([item(200_000)])).thenFails('exceed_amount_limit', P1);
  });
});

describe('placement rules: the investor\'s limits', () => {
  it('accepts exactly the room under the same-borrower limit and refuses one unit more', () => {
    const usage: LimitUsage = { ...emptyUsage(), totalWon: 4_990_000, byBorrowerWon: { [`B-${P1}`]: 4_990_000 } };
    given({}).when(invest([item(10_000)], { usage })).thenPlaced(9_990_000);
    given({}).when(invest([item(20_000)], { usage })).thenFails('over_borrower_invest_limit', P1);
  });
  it('refuses over the total and the real-estate limits, total first', () => {
    const big = product(P1, { type: 'apt', targetAmountWon: 100_000_000 });
    given({ products: [big] }).when(invest([item(10_010_000)])).thenFails('over_realty_invest_limit', P1);
    given({ products: [big] }).when(invest([item(10_000)], { usage: { ...emptyUsage(), totalWon: 30_000_000 } })).thenFails('over_total_invest_limit', P1);
  });
  it('checks the product\'s cap before the investor\'s limits', () => {
    const usage: LimitUsage = { ...emptyUsage(), totalWon: 30_000_000, byProductWon: { [P1]: 100_000 } };
    given({ products: [product(P1, { maxPerUserWon: 100_000 })] }).when(invest([item(10_000)], { usage })).thenFails('exceed_amount_per_user_limit', P1);
  });
});

describe('placement rules: the PF part of the real-estate limit', () => {
  const pf = () => product(P1, { type: 'realty', isPf: true, borrowerId: 'B1', targetAmountWon: 100_000_000 });
  const realtyUsed = (realtyWon: number, pfWon: number): LimitUsage => ({ ...emptyUsage(), totalWon: realtyWon, realtyWon, pfWon });
  it('accepts exactly the PF room and refuses one unit more as over_realty_invest_limit naming the PF limit', () => {
    given({ products: [pf()], balanceWon: 50_000_000 }).when(invest([item(1_000_000)], { usage: realtyUsed(4_000_000, 4_000_000) })).thenPlaced(49_000_000);
    const { placement } = given({ products: [pf()] }).when(invest([item(1_010_000)], { usage: realtyUsed(4_000_000, 4_000_000) }));
    expect(placement.verdicts[0]).toMatchObject({ ok: false, error: { failCode: 'over_realty_invest_limit', message: expect.stringContaining('PF') } });
  });
  it('counts a PF investment in the real estate too, and a non-PF one only there', () => {
    given({ products: [pf()] }).when(invest([item(10_000)], { usage: realtyUsed(10_000_000, 0) })).thenFails('over_realty_invest_limit', P1);
    const plainRealty = product(P1, { type: 'apt', borrowerId: 'B1', targetAmountWon: 100_000_000 });
    given({ products: [plainRealty] }).when(invest([item(1_000_000)], { usage: realtyUsed(5_000_000, 5_000_000) })).thenPlaced(9_000_000);
  });
});

describe('placement rules: the institutional share of one product', () => {
  const target = () => product(P1, { targetAmountWon: 10_000_000 });
  const pro = (amountWon: number, inProductWon = 0, ticket = TICKET) => {
    const request = invest([item(amountWon)], { ticket, policy: professional, usage: { ...emptyUsage(), byProductWon: { [P1]: inProductWon } } });
    return { ...request, payload: { ...request.payload, investorType: 'professional' as const } };
  };
  it('lets a professional investor hold exactly 40 % of the target and refuses one unit more', () => {
    given({ products: [target()] }).when(pro(1_000_000, 3_000_000)).thenPlaced(9_000_000);
    given({ products: [target()] }).when(pro(1_010_000, 3_000_000)).thenFails('over_institutional_share_limit', P1);
  });
  it('checks the product\'s per-user cap before the share', () => {
    given({ products: [product(P1, { targetAmountWon: 10_000_000, maxPerUserWon: 1_000_000 })] }).when(pro(5_000_000)).thenFails('exceed_amount_per_user_limit', P1);
  });
  it('counts the accepted requests of a batch: the requests past 40 % are refused', () => {
    const tickets = Array.from({ length: 6 }, (_, i) => `55555555-5555-4555-8555-55555555555${i}`);
    const placement = placeInvestments(factsOf({ products: [target()], balanceWon: 10_000_000 }), tickets.map((t) => pro(1_000_000, 0, t)));
    expect(placement.verdicts.map((v) => (v.ok ? 'placed' : v.error.failCode))).toEqual([
      'placed', 'placed', 'placed', 'placed', 'over_institutional_share_limit', 'over_institutional_share_limit',
    ]);
  });
  it('holds no general investor to it', () => {
    given({ products: [target()] }).when(invest([item(5_000_000)], { policy: { ...general, borrowerLimitWon: 30_000_000 } })).thenPlaced(5_000_000);
  });
});

describe('placement rules: the central registry', () => {
  const elsewhere = (amountWon: number, borrowersWon: Record<string, number> = {}): ExternalHoldings => ({ amountWon, realtyWon: 0, borrowersWon });
  it('counts holdings on other platforms against the total: exactly the room passes, one unit more is exceed_user_limit', () => {
    given({ external: elsewhere(29_990_000) }).when(invest([item(10_000)])).thenPlaced(9_990_000);
    given({ external: elsewhere(29_990_000) }).when(invest([item(20_000)])).thenFails('exceed_user_limit', P1);
  });
  it('counts the same borrower on other platforms as exceed_user_per_product_limit', () => {
    given({ external: elsewhere(0, { [`B-${P1}`]: 5_000_000 }) }).when(invest([item(10_000)])).thenFails('exceed_user_per_product_limit', P1);
  });
  it('checks the platform\'s own limits before the registry', () => {
    const usage: LimitUsage = { ...emptyUsage(), totalWon: 30_000_000 };
    given({ external: elsewhere(29_990_000) }).when(invest([item(10_000)], { usage })).thenFails('over_total_invest_limit', P1);
  });
});

describe('placement rules: virtual account, balance, bank hours', () => {
  it('refuses an investor with no virtual account, after the registry and before the balance', () => {
    given({ vaccount: false, balanceWon: 0 }).when(invest([item(10_000)])).thenFails('no_vaccount', P1);
    given({ vaccount: false, external: { amountWon: 30_000_000, realtyWon: 0, borrowersWon: {} } }).when(invest([item(10_000)])).thenFails('exceed_user_limit', P1);
  });
  it('accepts exactly the balance and refuses one unit more', () => {
    given({ balanceWon: 50_000 }).when(invest([item(50_000)])).thenPlaced(0);
    given({ balanceWon: 50_000 }).when(invest([item(60_000)])).thenFails('not_enough_balance', P1);
  });
  it('refuses while the bank is closed, after every other check', () => {
    given({ bankOpen: false }).when(invest([item(10_000)])).thenFails('bank_closed');
    given({ bankOpen: false, balanceWon: 0 }).when(invest([item(10_000)])).thenFails('not_enough_balance', P1);
  });
});

describe('placement rules: baskets', () => {
  const two = () => [product(P1), product(P2)];
  it('places every item of a basket in one entry: the wallet and each product, ids from the ticket', () => {
    const { placement } = given({ products: two() }).when(invest([item(100_000), item(200_000, P2)]));
    expect(placement.verdicts[0]).toMatchObject({ ok: true, result: { balance: 9_700_000, investments: [{ product_id: P1, amount: 100_000 }, { product_id: P2, amount: 200_000 }] } });
    expect(placement.entries).toHaveLength(1);
    expect(placement.entries[0].metadata).toEqual({ command_id: TICKET, actor_id: U, business_at: now.toISOString(), ticket: TICKET });
    expect(placement.entries[0].appends.map((a) => [a.streamId, a.expectedVersion])).toEqual([[investorStreamId(U), 1], [`product-${P1}`, 2], [`product-${P2}`, 2]]);
    expect(eventTypes(placement, 0)).toEqual(['InvestmentPlaced', 'InvestmentPlaced']);
    expect(placement.usedTickets).toEqual([{ ticket: TICKET, at: now }]);
    expect(placement.basketCleared).toEqual([{ userId: U, productId: P1 }, { userId: U, productId: P2 }]);
    const again = placeInvestments(factsOf({ products: two() }), [invest([item(100_000), item(200_000, P2)])]);
    expect(again.verdicts).toEqual(placement.verdicts);
  });
  it('places nothing when one item fails, and names that item\'s product', () => {
    given({ products: two(), balanceWon: 150_000 }).when(invest([item(100_000), item(100_000, P2)])).thenFails('not_enough_balance', P2);
  });
  it('runs each kind of check over every item before the next kind: a later item\'s limit before an earlier item\'s balance', () => {
    const two = [product(P1), product(P2, { targetAmountWon: 100_000_000 })];
    given({ products: two, balanceWon: 50_000 }).when(invest([item(100_000), item(30_000_000, P2)])).thenFails('over_total_invest_limit', P2);
    given({ products: two, balanceWon: 50_000 }).when(invest([item(100_000), item(20_000, P2)])).thenFails('not_enough_balance', P1);
  });
  it('answers a later item\'s product before an earlier item\'s limit, and a later item\'s limit before an earlier item\'s registry', () => {
    const products = [product(P1, { targetAmountWon: 100_000_000 }), missingProduct(P2)];
    given({ products }).when(invest([item(30_010_000), item(10_000, P2)])).thenFails('no_such_product', P2);
    const open = [product(P1), product(P2, { targetAmountWon: 100_000_000, borrowerId: 'B2' })];
    const elsewhere = { amountWon: 29_990_000, realtyWon: 0, borrowersWon: {} };
    given({ products: open, external: elsewhere }).when(invest([item(20_000), item(5_010_000, P2)])).thenFails('over_borrower_invest_limit', P2);
    given({ products: open, external: elsewhere }).when(invest([item(20_000), item(10_000, P2)])).thenFails('exceed_user_limit', P1);
  });
  it('counts the earlier items of the basket against the investor\'s limits', () => {
    const sameBorrower = [product(P1, { borrowerId: 'B' }), product(P2, { borrowerId: 'B', targetAmountWon: 10_000_000 })];
    given({ products: sameBorrower }).when(invest([item(1_000_000), item(4_000_000, P2)])).thenPlaced(5_000_000);
    given({ products: sameBorrower }).when(invest([item(1_000_000), item(4_010_000, P2)])).thenFails('over_borrower_invest_limit', P2);
  });
});

describe('placement rules: a batch of requests', () => {
  it('decides each request on what the accepted ones before it left: the last 10,000 won goes to the first', () => {
    const world = { products: [product(P1, { raisedWon: 990_000 })] };
    const { placement } = given(world).when(invest([item(10_000)]), invest([item(10_000)], { ticket: '55555555-5555-4555-8555-555555555555' }));
    expect(placement.verdicts.map((v) => (v.ok ? 'placed' : v.error.failCode))).toEqual(['placed', 'exceed_amount_limit']);
    expect(placement.entries).toHaveLength(1);
  });
  it('leaves nothing of a refused request for the next one, and never changes the facts it was given', () => {
    const facts = factsOf({ balanceWon: 100_000, products: [product(P1), missingProduct(P2)] });
    const before = structuredClone({ products: [...facts.products], wallets: [...facts.wallets] });
    const second = invest([item(100_000)], { ticket: '55555555-5555-4555-8555-555555555555' });
    const placement = placeInvestments(facts, [invest([item(100_000), item(10_000, P2)]), second]);
    expect(placement.verdicts.map((v) => (v.ok ? v.result.balance : v.error.failCode))).toEqual(['no_such_product', 0]);
    expect(placement.entries[0].appends[0].expectedVersion).toBe(1);
    expect({ products: [...facts.products], wallets: [...facts.wallets] }).toEqual(before);
  });
});
