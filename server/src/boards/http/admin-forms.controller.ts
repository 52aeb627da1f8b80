// Operators read what the public forms collected, newest first.
import { Controller, Get, Query } from '@nestjs/common';
import { Roles } from '../../shared/http/auth.decorators';
import { pageQuery } from '../../shared/http/validation';
import { FormSubmissionsStore } from '../forms/form-submissions.store';

@Roles('operator')
@Controller('admin')
export class AdminFormsController {
  constructor(private readonly forms: FormSubmissionsStore) {}

  /** → `{items: [{id, company_name, contact_name, phone, email, amount, message, created_at}], page, size, total}` */
  @Get('inquiries')
  async inquiries(@Query() query: Record<string, unknown>) {
    const { page, size, offset } = pageQuery(query);
    return { ...(await this.forms.listCorporateInquiries(offset, size)), page, size };
  }

  /** → `{items: [{id, address, estimated_value, requested_amount, ltv_bp, name, phone, email, message, source, created_at}], page, size, total}` */
  @Get('loan_applications')
  async loanApplications(@Query() query: Record<string, unknown>) {
    const { page, size, offset } = pageQuery(query);
    return { ...(await this.forms.listLoanApplications(offset, size)), page, size };
  }
}
