// POST /me/identity_verification (본인인증) and the operators' records of every attempt.
import { endpoint, queryInteger, queryText, ref, requestQuery, Type, uuid } from '../../shared/http/schema';
import { IDENTITY_CLAIM } from './identity-requests.schema';
import { MAX_RECORDS_PAGE } from '../verification/identity-verifications';
import { userAnswer } from './identity-answers.schema';

export const VERIFY_IDENTITY = endpoint({
  method: 'post',
  path: '/me/identity_verification',
  id: 'verifyIdentity',
  summary: 'Identity verification (본인인증)',
  description: 'Through the identity provider port (sandbox: every claim passes except a phone ending in `0000`). Every attempt is recorded. The verified name becomes the legal name (the `logined_user` cookie is rewritten), can no longer be changed with PATCH /me (`invalid_input`, `fields.name: "locked"`), and is the name the bank compares a withdrawal account\'s holder with. No virtual account, deposit or investment before it (`identity_unverified`). An account verified already is answered as it is.',
  access: 'session',
  rateLimited: true,
  addition: 'a corporation verifies its representative: a verified name other than `corporate.representative_name` is `identity_verification_failed` (its message names the representative), and `beneficial_owner` is recorded. For an individual, optional `confirm_name_change`: a verified name unlike the account\'s name is taken only with `confirm_name_change: true`; without it the answer is 409 `name_change_unconfirmed` with `names: {current, verified}` and nothing is changed (the attempt is recorded), so the investor is shown both names and asked before the account is renamed. The resident registration number is asked once, here: an account verified already keeps the number it gave (or none).',
  // Read by readIdentityClaim (verification/claim-reader.ts), which judges the dates against the business today.
  body: IDENTITY_CLAIM,
  ok: { status: 201, description: 'Verified.', schema: userAnswer() },
  fails: ['identity_verification_failed', 'name_change_unconfirmed'],
});

export const ADMIN_LIST_IDENTITY_VERIFICATIONS = endpoint({
  method: 'get',
  path: '/admin/identity_verifications',
  id: 'adminListIdentityVerifications',
  summary: 'Identity verification records, newest first',
  access: 'operator',
  notInApiMd: true,
  addition: 'the operators\' view of the verification records kept for customer due diligence.',
  query: requestQuery({
    q: Type.Optional(queryText({ max: 100, tooLong: 'invalid_value', measureRaw: true, description: 'E-mail, name or phone contains.', shown: { maxLength: 100 } })),
    user_id: Type.Optional(uuid('One account.')),
    limit: Type.Optional(queryInteger({ description: 'Default 50.', min: 1, max: MAX_RECORDS_PAGE, fallback: 50 })),
  }, { closed: false }),
  ok: { status: 200, description: 'The records.', schema: Type.Object({ items: Type.Array(ref('IdentityVerificationRecord')) }) },
  fails: ['invalid_input'],
});
