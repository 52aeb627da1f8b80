// Proves the investor's timeline words (every kind the API names has its Korean label; an unknown
// one reads as itself) and the holding's sums: principal still out is the unpaid installments'
// less recovered and written-off principal, and a recovery after a write-off is not counted twice.
import type { RepaymentRow } from '../api/get-investment-repayments';
import { holdingFigures, timelineLabel, timelineTone } from './timeline-labels';

const row = (seq: number, status: RepaymentRow['status'], principal = 100_000, interest = 1_000): RepaymentRow => ({
  seq, due_on: `2027-0${seq}-15`, principal, interest, tax_income: 140, tax_local: 14, fee: 0, net: principal + interest - 154, status, paid_at: null,
});
const schedule = [row(1, 'paid'), row(2, 'overdue'), row(3, 'scheduled')];

describe('timeline labels', () => {
  it.each([
    ['executed', '실행'],
    ['paid', '상환'],
    ['paid_late', '연체 상환'],
    ['overdue', '연체'],
    ['notice', '연체 공지'],
    ['accelerated', '기한이익상실'],
    ['recovery', '회수'],
    ['sale', '채권 매각'],
    ['write_off', '상각'],
    ['completed', '상환 완료'],
    ['transfer_in', '양수'],
    ['transfer_out', '양도'],
  ])('%s reads %s', (kind, label) => {
    expect(timelineLabel(kind)).toBe(label);
  });

  it('marks money back good, money late or lost bad, and an unknown kind neutral as itself', () => {
    expect(timelineTone('recovery')).toBe('good');
    expect(timelineTone('write_off')).toBe('bad');
    expect(timelineLabel('transferred')).toBe('transferred');
    expect(timelineTone('transferred')).toBe('neutral');
  });
});

describe('holdingFigures', () => {
  it('sums the schedule when nothing was recovered or written off', () => {
    expect(holdingFigures({ schedule, recovered: { principal: 0, interest: 0, late_interest: 0, tax: 0 }, written_off_principal: 0 })).toEqual({
      receivedPrincipalWon: 100_000,
      receivedInterestWon: 1_000,
      recoveredPrincipalWon: 0,
      recoveredInterestWon: 0,
      writtenOffPrincipalWon: 0,
      outstandingPrincipalWon: 200_000,
    });
  });

  it('takes recovered and written-off principal off what is still out, and adds late interest to recovered interest', () => {
    const f = holdingFigures({ schedule, recovered: { principal: 50_000, interest: 3_000, late_interest: 700, tax: 570 }, written_off_principal: 150_000 });
    expect(f.recoveredPrincipalWon).toBe(50_000);
    expect(f.recoveredInterestWon).toBe(3_700);
    expect(f.outstandingPrincipalWon).toBe(0);
  });

  it('leaves the part neither recovered nor written off outstanding', () => {
    expect(holdingFigures({ schedule, recovered: { principal: 30_000, interest: 0, late_interest: 0, tax: 0 }, written_off_principal: 0 }).outstandingPrincipalWon).toBe(170_000);
  });
});
