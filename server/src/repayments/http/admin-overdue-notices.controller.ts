// Operators: the reason of an overdue installment, published on the product's overdue post and
// sent to its investors (docs/api.md "Operators"); and the product's notices with their deadlines.
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Roles } from '../../shared/http/auth.decorators';
import { BodyOf, UuidParam, ValidBody } from '../../shared/http/schema';
import { OverdueNotices } from '../overdue-notices/overdue-notices.service';
import { ADMIN_PUBLISH_OVERDUE_REASON } from './admin-overdue-notices.schema';
import type { OverdueNotice } from './overdue-notice-answers.schema';

@Controller('admin/products/:id/overdue_notices')
@Roles('operator')
export class AdminOverdueNoticesController {
  constructor(private readonly notices: OverdueNotices) {}

  @Get()
  async list(@UuidParam('id') productId: string): Promise<{ items: OverdueNotice[] }> {
    return { items: await this.notices.list(productId) };
  }

  /** {reason}: revises the latest notice (404 not_found when the product has none) and notifies its investors again. */
  @Post()
  @HttpCode(201)
  publish(@UuidParam('id') productId: string, @ValidBody(ADMIN_PUBLISH_OVERDUE_REASON) input: BodyOf<typeof ADMIN_PUBLISH_OVERDUE_REASON>): Promise<OverdueNotice> {
    return this.notices.publishReason(productId, input.reason);
  }
}
