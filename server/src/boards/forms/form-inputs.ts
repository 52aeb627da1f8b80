// The two public forms' inputs, as the store keeps them, from the bodies their schemas read
// (http/forms.schema.ts: snake_case fields, money as integer won named `amount`/`*_value`).
import type { BodyOf } from '../../shared/http/schema';
import { LOAN_APPLICATION_SOURCES, type SUBMIT_CORPORATE_INQUIRY, type SUBMIT_LOAN_APPLICATION } from '../http/forms.schema';

export { LOAN_APPLICATION_SOURCES };

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

export function corporateInquiryInput(body: BodyOf<typeof SUBMIT_CORPORATE_INQUIRY>): CorporateInquiryInput {
  return { companyName: body.company_name, contactName: body.contact_name, phone: body.phone, email: body.email, amountWon: body.amount, message: body.message ?? '' };
}

export function loanApplicationInput(body: BodyOf<typeof SUBMIT_LOAN_APPLICATION>): LoanApplicationInput {
  return {
    address: body.address,
    estimatedValueWon: body.estimated_value,
    requestedAmountWon: body.requested_amount,
    name: body.name,
    phone: body.phone,
    email: body.email || null,
    message: body.message ?? '',
    source: body.source ?? 'loan_apt',
  };
}
