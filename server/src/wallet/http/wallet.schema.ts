// GET /wallet and GET /wallet/transactions: the caller's balances and lines. The list's query
// (type, from, to, cursor, limit) is read by queries/transactions.query.ts, which also builds the cursor.
import { endpoint, int, queryParam, str } from '../../shared/http/schema';
import { TRANSACTION_TYPES } from '../projections/transaction-lines';
import { WALLET_TRANSACTION_PAGE, WALLET_VIEW } from './wallet-answers.schema';

export const GET_WALLET = endpoint({
  method: 'get',
  path: '/wallet',
  id: 'getWallet',
  summary: 'Balances and accounts',
  description: '`balance` = cash the investor can invest or withdraw; `held` = money placed in products still raising funds; `withdrawable` = `balance`.',
  access: 'session',
  ok: { status: 200, description: 'The caller\'s wallet.', schema: WALLET_VIEW },
  addition: '`withdrawing` and `sandbox`.',
});

export const LIST_WALLET_TRANSACTIONS = endpoint({
  method: 'get',
  path: '/wallet/transactions',
  id: 'listWalletTransactions',
  summary: 'The caller\'s wallet lines, newest first',
  access: 'session',
  params: [
    queryParam('type', str(`One or several of ${TRANSACTION_TYPES.join(', ')}, comma-separated.`), 'Filter by type.'),
    queryParam('from', str('A Korea-time date (from its start) or an instant.'), 'Lines at or after.'),
    queryParam('to', str('A Korea-time date (inclusive, to its end) or an instant.'), 'Lines before.'),
    queryParam('cursor', str(), 'The previous page\'s `next_cursor`.'),
    queryParam('limit', int(undefined, { minimum: 1, maximum: 100, default: 20 })),
  ],
  ok: { status: 200, description: 'A page of lines.', schema: WALLET_TRANSACTION_PAGE },
  fails: ['invalid_input'],
  addition: '`type` may list several types separated by commas; `from`/`to` take Korea-time dates or instants; `limit` ≤ 100.',
});
