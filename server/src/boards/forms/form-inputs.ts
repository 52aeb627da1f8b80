// Validation of the two public forms. Field names follow the API's conventions (snake_case,
// money as integer won named `amount`/`*_value`); every bad field is reported at once.
import { BodyReader } from '../../shared/http/validation';

const PHONE = /^0\d{1,2}-?\d{3,4}-?\d{4}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Upper bound of any amount on these forms: 1,000억 won, far above any real request. */
const MAX_WON = 100_000_000_000;

export const LOAN_APPLICATION_SOURCES = ['landing_apt', 'loan_apt'] as const;

export interface CorporateInquiryInput {
  companyName: string;
  contactName: string;
  phone: string;
  email: string;
  amountWon: number;
  message: string;
}

export interface LoanApplicationInput {
  address: string;
  estimatedValueWon: number;
  requestedAmountWon: number;
  name: string;
  phone: string;
  email: string | null;
  message: string;
  source: (typeof LOAN_APPLICATION_SOURCES)[number];
}

/** Personal data may be collected only with consent (개인정보 보호법 제15조). */
function requireConsent(reader: BodyReader): void {
  if (reader.raw('agree_privacy') !== true) reader.fail('agree_privacy', 'must_agree');
}

/** `{company_name, contact_name, phone, email, amount, message?, agree_privacy: true}` */
export function readCorporateInquiry(body: unknown): CorporateInquiryInput {
  const r = new BodyReader(body, ['company_name', 'contact_name', 'phone', 'email', 'amount', 'message', 'agree_privacy']);
  const input: CorporateInquiryInput = {
    companyName: r.string('company_name', { max: 100 }),
    contactName: r.string('contact_name', { max: 50 }),
    phone: r.string('phone', { pattern: PHONE, max: 20 }),
    email: r.string('email', { pattern: EMAIL, max: 200 }),
    amountWon: r.integer('amount', { min: 1_000_000, max: MAX_WON }),
    message: r.string('message', { max: 2000, optional: true }),
  };
  requireConsent(r);
  r.done();
  return input;
}

/** `{address, estimated_value, requested_amount, name, phone, email?, message?, source?, agree_privacy: true}` */
export function readLoanApplication(body: unknown): LoanApplicationInput {
  const r = new BodyReader(body, ['address', 'estimated_value', 'requested_amount', 'name', 'phone', 'email', 'message', 'source', 'agree_privacy']);
  // A blank optional e-mail is no e-mail, not a malformed one.
  const rawEmail = r.raw('email');
  const email = rawEmail === undefined || rawEmail === null || rawEmail === '' ? '' : r.string('email', { pattern: EMAIL, max: 200 });
  const input: LoanApplicationInput = {
    address: r.string('address', { min: 5, max: 200 }),
    estimatedValueWon: r.integer('estimated_value', { min: 10_000_000, max: MAX_WON }),
    requestedAmountWon: r.integer('requested_amount', { min: 1_000_000, max: MAX_WON }),
    name: r.string('name', { max: 50 }),
    phone: r.string('phone', { pattern: PHONE, max: 20 }),
    email: email || null,
    message: r.string('message', { max: 2000, optional: true }),
    source: r.oneOf('source', LOAN_APPLICATION_SOURCES, { optional: true }) ?? 'loan_apt',
  };
  // Lending more than the home is worth is never possible; say so on the field.
  if (input.estimatedValueWon > 0 && input.requestedAmountWon > input.estimatedValueWon) r.fail('requested_amount', 'exceeds_estimated_value');
  requireConsent(r);
  r.done();
  return input;
}
