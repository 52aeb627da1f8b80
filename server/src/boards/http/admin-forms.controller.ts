// Operators read what the public forms collected, newest first, and record their follow-up.
import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { DomainError, invalidInput } from '../../shared/errors/domain-error';
import { Roles } from '../../shared/http/auth.decorators';
import { BodyReader, pageQuery, uuidParam } from '../../shared/http/validation';
import { FORM_STATUSES, FormStatus, FormSubmissionsStore, FormTable } from '../forms/form-submissions.store';

function statusQuery(value: unknown): FormStatus | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(FORM_STATUSES as readonly unknown[]).includes(value)) throw invalidInput({ status: 'invalid_value' });
  return value as FormStatus;
}

@Roles('operator')
@Controller('admin')
export class AdminFormsController {
  constructor(private readonly forms: FormSubmissionsStore) {}

  /** `?page&size&status` → `{items: [{id, company_name, contact_name, phone, email, amount, message, created_at, status, memo, handled_at}], page, size, total}` */
  @Get('inquiries')
  async inquiries(@Query() query: Record<string, unknown>) {
    const { page, size, offset } = pageQuery(query);
    return { ...(await this.forms.listCorporateInquiries(offset, size, statusQuery(query.status))), page, size };
  }

  /** `?page&size&status` → `{items: [{id, address, estimated_value, requested_amount, ltv_bp, name, phone, email, message, source, created_at, status, memo, handled_at}], page, size, total}` */
  @Get('loan_applications')
  async loanApplications(@Query() query: Record<string, unknown>) {
    const { page, size, offset } = pageQuery(query);
    return { ...(await this.forms.listLoanApplications(offset, size, statusQuery(query.status))), page, size };
  }

  /** `{status: "new"|"contacted"|"closed", memo?}` → `{id, status, memo, handled_at}` */
  @Patch('inquiries/:id')
  handleInquiry(@Param('id') id: string, @Body() body: unknown) {
    return this.handle('corporate_inquiries', id, body);
  }

  /** `{status: "new"|"contacted"|"closed", memo?}` → `{id, status, memo, handled_at}` */
  @Patch('loan_applications/:id')
  handleApplication(@Param('id') id: string, @Body() body: unknown) {
    return this.handle('loan_applications', id, body);
  }

  private async handle(table: FormTable, rawId: string, body: unknown) {
    const id = uuidParam(rawId);
    const reader = new BodyReader(body, ['status', 'memo']);
    const status = reader.oneOf('status', FORM_STATUSES);
    const memo = reader.optionalString('memo', { min: 0, max: 1000 });
    reader.done();
    const updated = await this.forms.setHandling(table, id, status, memo);
    if (!updated) throw new DomainError('not_found');
    return { id, ...updated };
  }
}
