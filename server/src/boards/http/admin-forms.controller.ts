// Operators read what the public forms collected, newest first, and record their follow-up.
import { Controller, Get, Patch } from '@nestjs/common';
import { DomainError } from '../../shared/errors/domain-error';
import { Roles } from '../../shared/http/auth.decorators';
import { BodyOf, QueryOf, UuidParam, ValidBody, ValidQuery } from '../../shared/http/schema';
import { FormSubmissionsStore, FormTable } from '../forms/form-submissions.store';
import { ADMIN_HANDLE_INQUIRY, ADMIN_HANDLE_LOAN_APPLICATION, ADMIN_LIST_INQUIRIES, ADMIN_LIST_LOAN_APPLICATIONS } from './forms.schema';

type Handling = BodyOf<typeof ADMIN_HANDLE_INQUIRY>;
type ListQuery = QueryOf<typeof ADMIN_LIST_INQUIRIES>;

@Roles('operator')
@Controller('admin')
export class AdminFormsController {
  constructor(private readonly forms: FormSubmissionsStore) {}

  /** `?page&size&status` → `{items: [{id, company_name, contact_name, phone, email, amount, message, created_at, status, memo, handled_at}], page, size, total}` */
  @Get('inquiries')
  async inquiries(@ValidQuery(ADMIN_LIST_INQUIRIES) query: ListQuery) {
    const { page = 1, size = 20, status } = query;
    return { ...(await this.forms.listCorporateInquiries((page - 1) * size, size, status)), page, size };
  }

  /** `?page&size&status` → `{items: [{id, address, estimated_value, requested_amount, ltv_bp, name, phone, email, message, source, created_at, status, memo, handled_at}], page, size, total}` */
  @Get('loan_applications')
  async loanApplications(@ValidQuery(ADMIN_LIST_LOAN_APPLICATIONS) query: ListQuery) {
    const { page = 1, size = 20, status } = query;
    return { ...(await this.forms.listLoanApplications((page - 1) * size, size, status)), page, size };
  }

  /** `{status: "new"|"contacted"|"closed", memo?}` → `{id, status, memo, handled_at}` */
  @Patch('inquiries/:id')
  handleInquiry(@UuidParam('id') id: string, @ValidBody(ADMIN_HANDLE_INQUIRY) input: Handling) {
    return this.handle('corporate_inquiries', id, input);
  }

  /** `{status: "new"|"contacted"|"closed", memo?}` → `{id, status, memo, handled_at}` */
  @Patch('loan_applications/:id')
  handleApplication(@UuidParam('id') id: string, @ValidBody(ADMIN_HANDLE_LOAN_APPLICATION) input: Handling) {
    return this.handle('loan_applications', id, input);
  }

  private async handle(table: FormTable, id: string, input: Handling) {
    const updated = await this.forms.setHandling(table, id, input.status, input.memo);
    if (!updated) throw new DomainError('not_found');
    return { id, ...updated };
  }
}
