// The answer module spells the ledger lines' types out (so the web's type check does not follow
// the wallet's projections); they must stay the types the projection writes.
import { TRANSACTION_TYPES } from '../projections/transaction-lines';
import { TRANSACTION_TYPES_SHOWN } from './wallet-answers.schema';

describe('wallet answers', () => {
  it('list every ledger line type the projection writes', () => {
    expect([...TRANSACTION_TYPES_SHOWN].sort()).toEqual([...TRANSACTION_TYPES].sort());
  });
});
