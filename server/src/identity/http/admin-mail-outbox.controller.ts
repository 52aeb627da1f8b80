// Sandbox only: the mails the system would have sent, newest first. Outside the sandbox the
// route does not exist (404), since real mail would hold real reset links.
import { Controller, Get, Inject, Query } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DomainError } from '../../shared/errors/domain-error';
import { queryOf } from '../../shared/http/schema';
import { Roles } from '../../shared/http/auth.decorators';
import { MailOutbox } from '../mail/mail-outbox';
import { ADMIN_MAIL_OUTBOX } from './admin-mail-outbox.schema';
import type { OutboxMail } from './identity-answers.schema';

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
    // The query is read after: outside the sandbox the route does not exist, whatever it is asked.
    const { to, limit = 50 } = queryOf(ADMIN_MAIL_OUTBOX, query);
    return { items: await this.outbox.list({ to, limit }) };
  }
}
