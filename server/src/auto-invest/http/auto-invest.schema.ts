// GET, PUT and DELETE /me/auto_invest (docs/api.md "Auto-invest"): the investor's standing
// contract (기본계약, 온투법 23조②1, 시행령 21조), its preview and the portfolio's spread.
import { endpoint, enumOf, int, queryParam, str, type Refine, type Static } from '../../shared/http/schema';
import { readCriteria, type ContractRequest } from '../contract/read-contract-request';
import { AUTO_INVEST_PREVIEW, AUTO_INVEST_SUMMARY, AUTO_INVEST_VIEW, DIVERSIFICATION } from './auto-invest-answers.schema';
import { CONTRACT_BODY } from './auto-invest-requests.schema';

export const GET_AUTO_INVEST = endpoint({
  method: 'get',
  path: '/me/auto_invest',
  id: 'getAutoInvest',
  summary: 'The standing contract, its history and the last placements and skips',
  access: 'session',
  ok: { status: 200, description: 'The contract (null before the first), what it placed, its versions with their texts, recent outcomes.', schema: AUTO_INVEST_VIEW },
});

/** The confirmation and the criteria, whose fields readCriteria names `criteria.<field>`. */
const checkContract: Refine<{ acknowledged?: unknown; criteria?: unknown }> = (input, fail) => {
  const { criteria, acknowledged } = input;
  if (criteria !== undefined && (typeof criteria !== 'object' || criteria === null || Array.isArray(criteria))) fail('criteria', 'must_be_object');
  readCriteria(typeof criteria === 'object' && criteria !== null && !Array.isArray(criteria) ? criteria : {}, fail);
  if (acknowledged !== true) fail('acknowledged', acknowledged === undefined ? 'required' : 'must_be_true');
};

export const SET_AUTO_INVEST = endpoint({
  method: 'put',
  path: '/me/auto_invest',
  id: 'setAutoInvest',
  summary: 'Set the standing contract, or replace it with a new version',
  description: '`acknowledged: true` is required every time. Amount per product under 10,000 `min_invest_amount`, not a multiple of 10,000 `invalid_amount`, over 100,000 `invalid_input` (`fields.amount_per_product: "over_limit"`).',
  access: 'session',
  command: true,
  body: CONTRACT_BODY,
  refine: checkContract,
  ok: { status: 200, description: 'The contract now.', schema: AUTO_INVEST_SUMMARY },
  fails: ['invalid_input', 'min_invest_amount', 'invalid_amount', 'identity_unverified'],
});

export const STOP_AUTO_INVEST = endpoint({
  method: 'delete',
  path: '/me/auto_invest',
  id: 'stopAutoInvest',
  summary: 'Stop the standing contract at once',
  description: 'No placement follows the stop, even one racing an opening. Again after a stop: the same answer.',
  access: 'session',
  command: true,
  ok: { status: 200, description: 'The stopped contract.', schema: AUTO_INVEST_SUMMARY },
  fails: ['not_found'],
});

/** The query is parsed by the controller into the body's criteria (readCriteria), so both answer alike. */
export const PREVIEW_AUTO_INVEST = endpoint({
  method: 'get',
  path: '/me/auto_invest/preview',
  id: 'previewAutoInvest',
  summary: 'What the criteria would have placed over the last 12 months, and how those loans did',
  description: 'Each product\'s results scaled to the amount per product; canceled products count in no total. return_bp: (received after tax and fees + principal still owed and not lost − amount) ÷ amount.',
  access: 'session',
  params: [
    queryParam('types', str('Comma-separated.')), queryParam('grades', str('Comma-separated grade families.')), queryParam('min_rate_bp', int()),
    queryParam('max_term_months', int()), queryParam('repayment_methods', str('Comma-separated.')), queryParam('include_pf', enumOf(['true', 'false'])),
    queryParam('amount_per_product', int(undefined, { default: 10000 })),
  ],
  ok: { status: 200, description: 'The products and the totals.', schema: AUTO_INVEST_PREVIEW },
  fails: ['invalid_input', 'min_invest_amount', 'invalid_amount'],
});

export const GET_DIVERSIFICATION = endpoint({
  method: 'get',
  path: '/me/auto_invest/diversification',
  id: 'getDiversification',
  summary: 'The portfolio by borrower, grade, type and PF',
  access: 'session',
  notInApiMd: true,
  addition: 'the diversification view of issue 29: live principal by borrower (the 10 largest), grade family, type and PF, the largest single-borrower share and a plain Korean explanation.',
  ok: { status: 200, description: 'The spread.', schema: DIVERSIFICATION },
});

/** The read body as the command's terms (the criteria read again, now known good). */
export function contractRequest(input: Static<typeof CONTRACT_BODY>): ContractRequest {
  const criteria = readCriteria((input.criteria ?? {}) as object, () => undefined);
  const terms = { amountPerProductWon: input.amount_per_product, totalLimitWon: input.total_limit, maxPerBorrowerWon: input.max_per_borrower ?? null, endsOn: input.ends_on, criteria };
  return { acknowledged: true, terms };
}
