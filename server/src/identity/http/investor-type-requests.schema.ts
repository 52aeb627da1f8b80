// An investor's applications for another investor type, and the operators' review of them.
import { choice, endpoint, enumOf, page, pageQueryParams, pathParam, ref, requestQuery, Type, uuidPath } from '../../shared/http/schema';
import { REQUEST_STATUS_VALUES, type InvestorTypeApplication } from './identity-answers.schema';
import { INVESTOR_TYPE_APPLICATION_BODY } from './identity-requests.schema';

const application = ref<InvestorTypeApplication>('InvestorTypeRequest');

export const APPLY_FOR_INVESTOR_TYPE = endpoint({
  method: 'post',
  path: '/me/investor_type_requests',
  id: 'applyForInvestorType',
  summary: 'Apply for another investor type',
  access: 'session',
  rateLimited: true,
  body: INVESTOR_TYPE_APPLICATION_BODY,
  ok: { status: 201, description: 'The application.', schema: application },
  addition: 'the answer is the application object; too_many_requests past the per-user limit.',
});

export const LIST_MY_INVESTOR_TYPE_REQUESTS = endpoint({
  method: 'get',
  path: '/me/investor_type_requests',
  id: 'listMyInvestorTypeRequests',
  summary: 'The caller\'s own applications',
  access: 'session',
  notInApiMd: true,
  addition: 'lets investors follow their applications.',
  ok: { status: 200, description: 'Newest first.', schema: Type.Object({ items: Type.Array(application) }) },
});

export const ADMIN_LIST_INVESTOR_TYPE_REQUESTS = endpoint({
  method: 'get',
  path: '/admin/investor_type_requests',
  id: 'adminListInvestorTypeRequests',
  summary: 'Investor type applications',
  access: 'operator',
  query: requestQuery({ ...pageQueryParams(), status: Type.Optional(choice(REQUEST_STATUS_VALUES, 'Only this status.')) }, { closed: false }),
  ok: { status: 200, description: 'A page of applications.', schema: page(application) },
  fails: ['invalid_input'],
  addition: 'paged (`page`, `size`) with a `status` filter.',
});

export const ADMIN_DECIDE_INVESTOR_TYPE_REQUEST = endpoint({
  method: 'post',
  path: '/admin/investor_type_requests/{id}/{decision}',
  id: 'adminDecideInvestorTypeRequest',
  summary: 'Approve or reject an application',
  description: 'Approving changes the user\'s investor type (and so their limits).',
  access: 'operator',
  params: [uuidPath('id', 'application'), pathParam('decision', enumOf(['approve', 'reject']))],
  ok: { status: 200, description: 'The decided application.', schema: application },
  fails: ['invalid_input', 'not_found'],
});
