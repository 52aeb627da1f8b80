// Policies (약관 및 정책): the list, one policy's current or past version, and the operators' new
// versions. The policy's name is read first (a malformed one is 404 not_found, like an unknown one),
// so the version and the body are read inside the handlers.
import { calendarDate, endpoint, int, pathParam, queryParam, requestBody, str, text, Type } from '../../shared/http/schema';
import { sanitizeArticleHtml } from '../articles/html-sanitizer';
import { POLICY, POLICY_LIST } from './board-answers.schema';

export const TERMS_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
const termsParam = pathParam('terms', { type: 'string', pattern: TERMS_PATTERN.source }, 'The policy, e.g. `terms_of_service`, `privacy`.');

export const LIST_POLICIES = endpoint({
  method: 'get', path: '/policies',
  id: 'listPolicies', summary: 'Every policy\'s current version',
  access: 'public', notInApiMd: true, addition: 'the list of policies, with an announced upcoming version.',
  ok: { status: 200, description: 'The policies.', schema: POLICY_LIST },
});

export const GET_POLICY = endpoint({
  method: 'get', path: '/policies/{terms}',
  id: 'getPolicy', summary: 'A policy: the version in force, or `?version=`',
  access: 'public',
  params: [termsParam, queryParam('version', int(undefined, { minimum: 1 }), 'A past (or announced) version.')],
  ok: { status: 200, description: 'The policy.', schema: POLICY },
  fails: ['invalid_input', 'not_found'],
  addition: 'versions: `?version=`, `version`, `is_current`, `versions`.',
});

export const ADMIN_PUBLISH_POLICY = endpoint({
  method: 'post', path: '/admin/policies/{terms}',
  id: 'adminPublishPolicy', summary: 'Publish a new version of a policy',
  description: 'Earlier versions stay readable by `?version=`; a version dated in the future shows as upcoming until its day.',
  access: 'operator', notInApiMd: true, addition: 'policy versions.',
  params: [termsParam],
  body: requestBody({ title: text({ max: 100 }), body: text({ description: 'HTML, sanitized.', max: 100_000, trim: false }), effective_on: calendarDate() }),
  refine: (input, fail) => {
    if (typeof input.body === 'string' && input.body.trim() !== '' && sanitizeArticleHtml(input.body) === '') fail('body', 'empty_after_sanitize');
  },
  ok: { status: 201, description: 'Published.', schema: Type.Object({ terms: str(), version: int(), title: str(), effective_on: calendarDate() }) },
  fails: ['not_found'],
});
