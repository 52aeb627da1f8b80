// GET /disclosures/monthly and GET /disclosures/monthly/{month} (docs/api.md): public. The month is
// read by the service (monthly-disclosures.schema.ts documents both).
import { Controller, Get, Param } from '@nestjs/common';
import { Public } from '../../shared/http/auth.decorators';
import { MonthlyDisclosures } from '../monthly/monthly-disclosures.service';

@Controller('disclosures/monthly')
@Public()
export class DisclosuresController {
  constructor(private readonly disclosures: MonthlyDisclosures) {}

  @Get()
  list() {
    return this.disclosures.list();
  }

  @Get(':month')
  one(@Param('month') month: string) {
    return this.disclosures.one(month);
  }
}
