// Operators: the reason of an overdue installment, published on the product's overdue post and
// sent to its investors (docs/api.md "Operators"); and the product's notices with their deadlines.
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { Roles } from '../../shared/http/auth.decorators';
import { BodyReader, uuidParam } from '../../shared/http/validation';
import { OverdueNotices, OverdueNoticeView } from '../overdue-notices/overdue-notices.service';

@Controller('admin/products/:id/overdue_notices')
@Roles('operator')
export class AdminOverdueNoticesController {
  constructor(private readonly notices: OverdueNotices) {}

  @Get()
  async list(@Param('id') id: string): Promise<{ items: OverdueNoticeView[] }> {
    return { items: await this.notices.list(uuidParam(id)) };
  }

  /** {reason}: revises the latest notice (404 not_found when the product has none) and notifies its investors again. */
  @Post()
  @HttpCode(201)
  publish(@Param('id') id: string, @Body() body: unknown): Promise<OverdueNoticeView> {
    const productId = uuidParam(id);
    const input = new BodyReader(body, ['reason']);
    const reason = input.string('reason', { min: 1, max: 1000, trim: true });
    input.done();
    return this.notices.publishReason(productId, reason);
  }
}
