// The public monthly disclosure (온투법 10조; docs/api.md "Notifications, disclosures and tax
// statements"): GET /disclosures/monthly and /disclosures/monthly/{month}. The month is checked by
// the service (a malformed one `invalid_input`, one after the running month `not_found`).
import { endpoint, pathParam, ref, Type } from '../../shared/http/schema';
import { MONTH_PATTERN } from '../monthly/month-calendar';
import { MONTHLY_DISCLOSURE, PLATFORM_STANDING_ITEMS, type MonthlyDisclosureView, type PlatformDisclosureView } from './monthly-disclosure-answers.schema';

export const LIST_MONTHLY_DISCLOSURES = endpoint({
  method: 'get', path: '/disclosures/monthly',
  id: 'listMonthlyDisclosures', summary: 'The monthly disclosure (온투법 10조), newest month first',
  description: 'From the first month with an executed loan to the running month.',
  access: 'public',
  ok: {
    status: 200, description: 'Every month.',
    schema: Type.Object({ items: Type.Array(ref<MonthlyDisclosureView>('MonthlyDisclosure')), platform: Type.Unsafe<PlatformDisclosureView>({ $ref: '#/components/schemas/PlatformDisclosure', description: 'Addition to docs/api.md: the standing items.' }) }),
  },
});

export const GET_MONTHLY_DISCLOSURE = endpoint({
  method: 'get', path: '/disclosures/monthly/{month}',
  id: 'getMonthlyDisclosure', summary: 'One month of the disclosure',
  description: 'A month after the running one is `not_found`; a malformed month `invalid_input`.',
  access: 'public',
  params: [pathParam('month', { type: 'string', pattern: MONTH_PATTERN.source }, 'YYYY-MM.')],
  ok: {
    status: 200, description: 'The month, with the standing items.',
    schema: Type.Unsafe<MonthlyDisclosureView & { platform: PlatformDisclosureView }>({ allOf: [ref('MonthlyDisclosure'), Type.Object({ platform: ref('PlatformDisclosure') })] }),
  },
  fails: ['invalid_input', 'not_found'],
});

export const MONTHLY_DISCLOSURE_ENDPOINTS = [LIST_MONTHLY_DISCLOSURES, GET_MONTHLY_DISCLOSURE];
export const MONTHLY_DISCLOSURE_SCHEMAS = { MonthlyDisclosure: MONTHLY_DISCLOSURE, PlatformDisclosure: PLATFORM_STANDING_ITEMS };
