// The public forms: corporate investing inquiries (/corp_invest) and apartment-secured loan
// applications (/landing/apt, /loan/apt). No login; validated and rate limited per IP.
import { Body, Controller, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../shared/http/auth.decorators';
import { readCorporateInquiry, readLoanApplication } from '../forms/form-inputs';
import { FormSubmissionsStore } from '../forms/form-submissions.store';

@Controller()
export class FormsController {
  constructor(private readonly forms: FormSubmissionsStore) {}

  /** → 201 `{id, created_at}`; invalid_input with fields; too_many_requests past the per-IP limit. */
  @Public()
  @Post('inquiries/corporate')
  async corporateInquiry(@Body() body: unknown, @Req() request: FastifyRequest) {
    const saved = await this.forms.addCorporateInquiry(readCorporateInquiry(body), request.ip);
    return { id: saved.id, created_at: saved.createdAt.toISOString() };
  }

  /** → 201 `{id, created_at}`; invalid_input with fields; too_many_requests past the per-IP limit. */
  @Public()
  @Post('loan_applications')
  async loanApplication(@Body() body: unknown, @Req() request: FastifyRequest) {
    const saved = await this.forms.addLoanApplication(readLoanApplication(body), request.ip);
    return { id: saved.id, created_at: saved.createdAt.toISOString() };
  }
}
