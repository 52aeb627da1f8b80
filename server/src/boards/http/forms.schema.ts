// The public forms (corporate investing inquiries, apartment-secured loan applications) and the
// operators' follow-up of what they collected. Personal data is collected only with consent
// (개인정보 보호법 제15조): `agree_privacy` must be true (`must_agree`).
import { at, checkedBy, choice, endpoint, enumOf, int, nullable, orNull, page, str, pageQueryParams, requestBody, requestQuery, text, Type, uuid, uuidPath, won } from '../../shared/http/schema';
import { FORM_STATUSES } from '../forms/form-submissions.store';

const PHONE = /^0\d{1,2}-?\d{3,4}-?\d{4}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Upper bound of any amount on these forms: 1,000억 won, far above any real request. */
const MAX_WON = 100_000_000_000;

export const LOAN_APPLICATION_SOURCES = ['landing_apt', 'loan_apt'] as const;

const consent = (description?: string) => checkedBy<unknown>({ type: 'boolean', const: true, ...(description ? { description } : {}) });
const mustAgree = (input: { agree_privacy?: unknown }, fail: (field: string, reason: string) => void) => {
  if (input.agree_privacy !== true) fail('agree_privacy', 'must_agree');
};
const received = { status: 201, description: 'Received.', schema: Type.Object({ id: uuid(), created_at: at() }) };

export const SUBMIT_CORPORATE_INQUIRY = endpoint({
  method: 'post', path: '/inquiries/corporate',
  id: 'submitCorporateInquiry', summary: 'Corporate investing inquiry',
  access: 'public', notInApiMd: true, addition: 'the public corporate-investing form.', rateLimited: true,
  body: requestBody({
    company_name: text({ max: 100 }), contact_name: text({ max: 50 }), phone: text({ max: 20, pattern: PHONE }),
    email: text({ max: 200, pattern: EMAIL }), amount: won(undefined, { min: 1_000_000, max: MAX_WON }),
    message: Type.Optional(text({ max: 2000, blank: true })), agree_privacy: consent('Consent to collecting personal data (`must_agree`).'),
  }),
  refine: mustAgree,
  ok: received,
});

export const SUBMIT_LOAN_APPLICATION = endpoint({
  method: 'post', path: '/loan_applications',
  id: 'submitLoanApplication', summary: 'Apartment-secured loan application',
  access: 'public', notInApiMd: true, addition: 'the public loan application form.', rateLimited: true,
  body: requestBody({
    address: text({ min: 5, max: 200 }),
    estimated_value: won(undefined, { min: 10_000_000, max: MAX_WON }),
    requested_amount: won('At most estimated_value', { min: 1_000_000, max: MAX_WON }),
    name: text({ max: 50 }), phone: text({ max: 20, pattern: PHONE }),
    // A blank (or null) optional e-mail is no e-mail, not a malformed one.
    email: Type.Optional(orNull(text({ max: 200, pattern: EMAIL, blank: true }))),
    message: Type.Optional(text({ max: 2000, blank: true })),
    source: Type.Optional(choice(LOAN_APPLICATION_SOURCES)),
    agree_privacy: consent(),
  }),
  refine: (input, fail) => {
    // Lending more than the home is worth is never possible; say so on the field.
    if (input.estimated_value > 0 && input.requested_amount > input.estimated_value) fail('requested_amount', 'exceeds_estimated_value');
    mustAgree(input, fail);
  },
  ok: received,
});

const formFollowUp = { status: enumOf(FORM_STATUSES), memo: nullable(str()), handled_at: nullable(at()) };
const FORM_HANDLING = requestBody({ status: choice(FORM_STATUSES), memo: Type.Optional(text({ min: 0, max: 1000 })) });
const FORM_HANDLED = Type.Object({ id: uuid(), status: enumOf(FORM_STATUSES), memo: nullable(str()), handled_at: nullable(at()) });
const FORM_LIST_QUERY = requestQuery({ ...pageQueryParams(), status: Type.Optional(choice(FORM_STATUSES)) }, { closed: false });
const common = { access: 'operator' as const, notInApiMd: true, addition: 'the forms\' follow-up.' };

export const ADMIN_LIST_INQUIRIES = endpoint({
  method: 'get', path: '/admin/inquiries', ...common,
  id: 'adminListInquiries', summary: 'Corporate inquiries, newest first',
  query: FORM_LIST_QUERY,
  ok: {
    status: 200, description: 'A page.',
    schema: page(Type.Object({ id: uuid(), company_name: str(), contact_name: str(), phone: str(), email: str(), amount: won(), message: str(), created_at: at(), ...formFollowUp })),
  },
  fails: ['invalid_input'],
});

export const ADMIN_HANDLE_INQUIRY = endpoint({
  method: 'patch', path: '/admin/inquiries/{id}', ...common,
  id: 'adminHandleInquiry', summary: 'Record the follow-up of an inquiry',
  params: [uuidPath('id', 'inquiry')],
  body: FORM_HANDLING,
  ok: { status: 200, description: 'Updated.', schema: FORM_HANDLED },
  fails: ['not_found'],
});

export const ADMIN_LIST_LOAN_APPLICATIONS = endpoint({
  method: 'get', path: '/admin/loan_applications', ...common,
  id: 'adminListLoanApplications', summary: 'Loan applications, newest first',
  query: FORM_LIST_QUERY,
  ok: {
    status: 200, description: 'A page.',
    schema: page(Type.Object({
      id: uuid(), address: str(), estimated_value: won(), requested_amount: won(), ltv_bp: int('Requested / estimated value, basis points.'),
      name: str(), phone: str(), email: nullable(str()), message: str(), source: str(), created_at: at(), ...formFollowUp,
    })),
  },
  fails: ['invalid_input'],
});

export const ADMIN_HANDLE_LOAN_APPLICATION = endpoint({
  method: 'patch', path: '/admin/loan_applications/{id}', ...common,
  id: 'adminHandleLoanApplication', summary: 'Record the follow-up of a loan application',
  params: [uuidPath('id', 'loan application')],
  body: FORM_HANDLING,
  ok: { status: 200, description: 'Updated.', schema: FORM_HANDLED },
  fails: ['not_found'],
});
