// Proves which events of the log become reports to the central registry and as what: the wallet events on an investor's stream (a bad loan's recovery, sale and write-off included), each as one report with its kind, principal and business instant, under an id derived from the event alone; other events and other streams none.
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { reportsOfEvent } from './reports-of-event';

const USER = '11111111-1111-4111-8111-111111111111';
const PRODUCT = '22222222-2222-4222-8222-222222222222';
const AT = new Date('2026-03-02T01:00:00Z');

function event(type: string, data: unknown, streamId = `investor-${USER}`, globalPosition = 7): StoredEvent {
  return { globalPosition, streamId, streamVersion: 1, type, data, metadata: {}, recordedAt: new Date(), businessAt: AT, txId: '100' };
}

describe('reports of an event', () => {
  it.each([
    ['InvestmentPlaced', { investmentId: 'i', productId: PRODUCT, amountWon: 50_000 }, 'placement', 50_000],
    ['InvestmentCanceled', { investmentId: 'i', productId: PRODUCT, amountWon: 50_000, reason: 'investor' }, 'cancellation', 50_000],
    ['InvestmentExecuted', { investmentId: 'i', productId: PRODUCT, amountWon: 50_000 }, 'execution', 50_000],
    ['RepaymentCredited', { productId: PRODUCT, seq: 1, principalWon: 8_123, interestWon: 500, incomeTaxWon: 70, localTaxWon: 0, feeWon: 0 }, 'repayment', 8_123],
  ])('%s is one %s report of its principal', (type, data, kind, amountWon) => {
    const [report, ...rest] = reportsOfEvent(event(type, data));
    expect(rest).toEqual([]);
    expect(report).toMatchObject({ kind, userId: USER, productId: PRODUCT, amountWon, at: AT });
  });

  it('reports a recovery and a sale by the principal they free, and a write-off by its principal', () => {
    const credit = { productId: PRODUCT, recoveryId: 'r', kind: 'recovery', principalWon: 70_000, interestWon: 500, lateInterestWon: 100, writtenOffPrincipalWon: 20_000, incomeTaxWon: 80, localTaxWon: 0, feeWon: 0, paidAt: AT.toISOString() };
    expect(reportsOfEvent(event('RecoveryCredited', credit))).toEqual([expect.objectContaining({ kind: 'recovery', amountWon: 50_000 })]);
    expect(reportsOfEvent(event('RecoveryCredited', { ...credit, kind: 'sale', writtenOffPrincipalWon: 0 }))).toEqual([expect.objectContaining({ kind: 'sale', amountWon: 70_000 })]);
    expect(reportsOfEvent(event('PrincipalWrittenOff', { productId: PRODUCT, principalWon: 480_000, on: '2026-03-02' }))).toEqual([expect.objectContaining({ kind: 'write_off', userId: USER, amountWon: 480_000 })]);
  });

  it('derives the id from the event, so the same event gives the same report and another event another', () => {
    const placed = { investmentId: 'i', productId: PRODUCT, amountWon: 50_000 };
    expect(reportsOfEvent(event('InvestmentPlaced', placed))[0].id).toBe(reportsOfEvent(event('InvestmentPlaced', placed))[0].id);
    expect(reportsOfEvent(event('InvestmentPlaced', placed, undefined, 8))[0].id).not.toBe(reportsOfEvent(event('InvestmentPlaced', placed))[0].id);
  });

  it('reports nothing for other events or other streams', () => {
    expect(reportsOfEvent(event('DepositCredited', { tid: 't', amountWon: 1, depositorName: '김', at: AT.toISOString() }))).toEqual([]);
    expect(reportsOfEvent(event('ProductInvestmentPlaced', { productId: PRODUCT, userId: USER, amountWon: 1 }, `product-${PRODUCT}`))).toEqual([]);
    expect(reportsOfEvent(event('RepaymentCredited', { productId: PRODUCT, principalWon: 1 }, `loan-${PRODUCT}`))).toEqual([]);
  });
});
