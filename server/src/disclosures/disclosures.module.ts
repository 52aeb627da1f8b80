// Disclosures (온투법 10조): the platform's monthly figures, public.
import { Module } from '@nestjs/common';
import { DisclosuresController } from './http/disclosures.controller';
import { MonthFiguresQuery } from './monthly/month-figures.query';
import { MonthlyDisclosures } from './monthly/monthly-disclosures.service';

@Module({
  controllers: [DisclosuresController],
  providers: [MonthFiguresQuery, MonthlyDisclosures],
})
export class DisclosuresModule {}
