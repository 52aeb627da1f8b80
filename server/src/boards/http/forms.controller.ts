// The public forms: corporate investing inquiries (/corp_invest) and apartment-secured loan
// applications (/landing/apt, /loan/apt). No login; validated and rate limited per IP.
import { Controller, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../shared/http/auth.decorators';
import { BodyOf, ValidBody } from '../../shared/http/schema';
import { corporateInquiryInput, loanApplicationInput } from '../forms/form-inputs';
import { FormSubmissionsStore } from '../forms/form-submissions.store';
import { SUBMIT_CORPORATE_INQUIRY, SUBMIT_LOAN_APPLICATION } from './forms.schema';

@Controller()
export class FormsController {
  constructor(private readonly forms: FormSubmissionsStore) {}

  /** → 201 `{id, created_at}`; invalid_input with fields; too_many_requests past the per-IP limit. */
  @Public()
  @Post('inquiries/corporate')
  async corporateInquiry(@ValidBody(SUBMIT_CORPORATE_INQUIRY) body: BodyOf<typeof SUBMIT_CORPORATE_INQUIRY>, @Req() request: FastifyRequest) {
    const saved = await this.forms.addCorporateInquiry(corporateInquiryInput(body), request.ip);
    return { id: saved.id, created_at: saved.createdAt.toISOString() };
  }

  /** → 201 `{id, created_at}`; invalid_input with fields; too_many_requests past the per-IP limit. */
  @Public()
  @Post('loan_applications')
  async loanApplication(@ValidBody(SUBMIT_LOAN_APPLICATION) body: BodyOf<typeof SUBMIT_LOAN_APPLICATION>, @Req() request: FastifyRequest) {
    const saved = await this.forms.addLoanApplication(loanApplicationInput(body), request.ip);
    return { id: saved.id, created_at: saved.createdAt.toISOString() };
  }
}
