// Sandbox only: the mails the system would have sent, newest first. Outside the sandbox the
// route does not exist (404), since real mail would hold real reset links.
import { Controller, Get, Inject, Query } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DomainError } from '../../shared/errors/domain-error';
import { Roles } from '../../shared/http/auth.decorators';
import { MailOutbox, OUTBOX_PAGE_MAX, OutboxMail } from '../mail/mail-outbox';

@Controller('admin/mail_outbox')
@Roles('operator')
export class AdminMailOutboxController {
  constructor(
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async list(@Query() query: Record<string, unknown>): Promise<{ items: OutboxMail[] }> {
    if (!this.config.sandbox) throw new DomainError('not_found');
    const limit = query.limit === undefined ? 50 : Number(query.limit);
    const fields: Record<string, string> = {};
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > OUTBOX_PAGE_MAX) fields.limit = 'invalid_value';
    if (query.to !== undefined && (typeof query.to !== 'string' || query.to.length > 254)) fields.to = 'invalid_value';
    if (Object.keys(fields).length) throw new DomainError('invalid_input', { fields });
    return { items: await this.outbox.list({ to: query.to as string | undefined, limit }) };
  }
}
