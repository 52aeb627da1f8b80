// Operators: every product with an overdue notice, on one screen (docs/api.md "Operators"; beyond the
// original contract, which gives the per-product POST /admin/products/{id}/overdue_notices).
import { Controller, Get } from '@nestjs/common';
import { Roles } from '../../shared/http/auth.decorators';
import { OverdueBoardQuery } from '../overdue-notices/overdue-board.query';
import type { OverdueBoardProductView } from './overdue-notice-answers.schema';

@Controller('admin/overdue_notices')
@Roles('operator')
export class AdminOverdueBoardController {
  constructor(private readonly board: OverdueBoardQuery) {}

  @Get()
  async list(): Promise<{ items: OverdueBoardProductView[] }> {
    return { items: await this.board.products() };
  }
}
