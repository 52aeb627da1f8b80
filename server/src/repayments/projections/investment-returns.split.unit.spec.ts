// wholeCredit is creditSplit's answer for one holding with nothing to split, taken without the
// split: these hold it to the split it stands in for, and to refusing what it cannot answer.
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { creditSplit, ReturnCredit, SplitRow, wholeCredit } from './investment-returns.split';

const P = '0b0e7c59-6a55-4f7c-9a43-1c2e3f4a5b6c';
const U = '7d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';

function credit(data: Partial<Extract<ReturnCredit, { type: 'RepaymentCredited' }>['data']>): StoredEvent<ReturnCredit> {
  return {
    globalPosition: 1, streamId: `investor-${U}`, streamVersion: 1, type: 'RepaymentCredited', metadata: {}, recordedAt: new Date(), businessAt: new Date(), txId: '1',
    data: { productId: P, seq: 3, principalWon: 81_234, interestWon: 6_512, incomeTaxWon: 910, localTaxWon: 90, feeWon: 130, ...data },
  } as StoredEvent<ReturnCredit>;
}

const row = (principal: number, received: number): SplitRow => ({
  principal, outstanding: principal - received, bought: false, partyIds: null,
  current: { received_principal: received, received_interest: 1_000, tax_withheld: 150, fee_paid: 20, freed_principal: 0 },
});

describe('wholeCredit', () => {
  it.each([
    ['a first credit', row(1_000_000, 0), credit({})],
    ['a credit after others', row(1_000_000, 400_000), credit({ principalWon: 1, interestWon: 0, incomeTaxWon: 0, localTaxWon: 0, feeWon: 0 })],
    ['a credit of interest alone', row(500_000, 500_000), credit({ principalWon: 0 })],
  ])('gives one holding what creditSplit gives it: %s', (_name, holding, event) => {
    expect(wholeCredit(holding.principal, event)).toEqual(creditSplit([holding], U, event)[0]);
  });

  it('leaves a credit in parts to creditSplit', () => {
    const parts = [{ partyId: U, principalWon: 81_234, interestWon: 6_512, lateInterestWon: 0 }];
    expect(wholeCredit(1_000_000, credit({ parts }))).toBeNull();
  });

  it('leaves a holding with no principal to weigh by to creditSplit', () => {
    expect(wholeCredit(0, credit({}))).toBeNull();
  });
});
