// POST /vaccount: issue the caller's virtual account.
import { endpoint, ref, requestBody } from '../../shared/http/schema';
import { BANK_FAIL_CODES } from '../bank/bank-gateway.port';
import { BANK_NOTE, type Vaccount } from './wallet-answers.schema';

export const ISSUE_VACCOUNT = endpoint({
  method: 'post',
  path: '/vaccount',
  id: 'issueVaccount',
  summary: 'Issue the caller\'s virtual account',
  description: `One per investor; deposits to it are credited through the bank's notification. ${BANK_NOTE}`,
  access: 'session',
  rateLimited: true,
  body: requestBody({}, 'An empty object.'),
  bodyOptional: true,
  ok: { status: 201, description: 'Issued.', schema: ref<Vaccount>('Vaccount') },
  fails: [...BANK_FAIL_CODES, 'vaccount_exists', 'identity_unverified'],
});
