// Operators: the reason of an overdue installment, published on the product's overdue post and
// sent to its investors (docs/api.md "Operators"); the product's notices with their deadlines; and
// every product with an overdue notice on one screen (beyond the original contract, which gives the
// per-product POST /admin/products/{id}/overdue_notices).
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Roles } from '../../shared/http/auth.decorators';
import { BodyOf, UuidParam, ValidBody } from '../../shared/http/schema';
import { OverdueBoardQuery } from '../overdue-notices/overdue-board.query';
import { OverdueNotices } from '../overdue-notices/overdue-notices.service';
import { ADMIN_PUBLISH_OVERDUE_REASON } from './admin-overdue-notices.schema';
import type { OverdueBoardProductView, OverdueNotice } from './overdue-notice-answers.schema';

@Controller('admin')
@Roles('operator')
export class AdminOverdueNoticesController {
  constructor(private readonly notices: OverdueNotices, private readonly board: OverdueBoardQuery) {}

  @Get('products/:id/overdue_notices')
  async list(@UuidParam('id') productId: string): Promise<{ items: OverdueNotice[] }> {
    return { items: await this.notices.list(productId) };
  }

  /** {reason}: revises the latest notice (404 not_found when the product has none) and notifies its investors again. */
  @Post('products/:id/overdue_notices')
  @HttpCode(201)
  publish(@UuidParam('id') productId: string, @ValidBody(ADMIN_PUBLISH_OVERDUE_REASON) input: BodyOf<typeof ADMIN_PUBLISH_OVERDUE_REASON>): Promise<OverdueNotice> {
    return this.notices.publishReason(productId, input.reason);
  }

  @Get('overdue_notices')
  async everyProduct(): Promise<{ items: OverdueBoardProductView[] }> {
    return { items: await this.board.products() };
  }
}
