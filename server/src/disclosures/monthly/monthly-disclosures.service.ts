// GET /disclosures/monthly[/{month}] (온투법 10조): the running month provisional (computed now),
// a past month published — frozen once, as it stood at its end by the business clock, and read
// from monthly_disclosures ever after. A delinquency rate above 15 % marks the month for
// immediate disclosure, above 20 % for a report to the supervisor (reported practice).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BusinessClock } from '../../shared/business-clock';
import { one, rows } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import type { MonthlyDisclosureView as MonthlyDisclosure, PlatformDisclosureView as PlatformDisclosure } from '../http/monthly-disclosure-answers.schema';
import { MONTH_PATTERN, monthEndsAt, monthOf, monthsBetween, monthStartsAt, lastDayOf } from './month-calendar';
import { NO_BAD_LOAN_FIGURES } from './bad-loan-figures.query';
import { MonthFigures, MonthFiguresQuery } from './month-figures.query';
import { PLATFORM_DISCLOSURE } from './platform-disclosure';

export const IMMEDIATE_DISCLOSURE_ABOVE_BP = 1_500;
export const SUPERVISOR_REPORT_ABOVE_BP = 2_000;

@Injectable()
export class MonthlyDisclosures {
  constructor(
    private readonly dataSource: DataSource,
    private readonly figures: MonthFiguresQuery,
    private readonly clock: BusinessClock,
  ) {}

  async list(): Promise<{ items: MonthlyDisclosure[]; platform: PlatformDisclosure }> {
    const current = monthOf(this.clock.today());
    const first = (await this.figures.firstMonth()) ?? current;
    const months = monthsBetween(first < current ? first : current, current);
    const items: MonthlyDisclosure[] = [];
    for (const month of months) items.push(await this.month(month));
    return { items, platform: PLATFORM_DISCLOSURE };
  }

  async one(month: string): Promise<MonthlyDisclosure & { platform: PlatformDisclosure }> {
    if (!MONTH_PATTERN.test(month)) throw new DomainError('invalid_input', { fields: { month: 'invalid_value' } });
    if (month > monthOf(this.clock.today())) throw new DomainError('not_found');
    return { ...(await this.month(month)), platform: PLATFORM_DISCLOSURE };
  }

  private async month(month: string): Promise<MonthlyDisclosure> {
    const now = this.clock.now();
    if (month === monthOf(this.clock.today())) {
      return this.shape(month, 'provisional', null, now, await this.figures.asOf(now, this.clock.today(), monthStartsAt(month)));
    }
    const endsAt = monthEndsAt(month);
    const frozen = await one<{ figures: MonthFigures }>(this.dataSource, `SELECT figures FROM monthly_disclosures WHERE month = $1`, [month]);
    if (frozen) return this.shape(month, 'published', endsAt, endsAt, { ...NO_BAD_LOAN_FIGURES, ...frozen.figures });
    const figures = await this.figures.asOf(endsAt, lastDayOf(month), monthStartsAt(month));
    // The first reader after the month's end freezes it; a concurrent reader's copy is the same.
    await rows(this.dataSource, `INSERT INTO monthly_disclosures (month, figures, published_at) VALUES ($1, $2::jsonb, $3) ON CONFLICT (month) DO NOTHING`, [month, JSON.stringify(figures), endsAt]);
    return this.shape(month, 'published', endsAt, endsAt, figures);
  }

  private shape(month: string, status: MonthlyDisclosure['status'], publishedAt: Date | null, asOf: Date, figures: MonthFigures): MonthlyDisclosure {
    return {
      month,
      status,
      published_at: publishedAt?.toISOString() ?? null,
      as_of: asOf.toISOString(),
      ...figures,
      immediate_disclosure: figures.overdue_rate_bp > IMMEDIATE_DISCLOSURE_ABOVE_BP,
      supervisor_report: figures.overdue_rate_bp > SUPERVISOR_REPORT_ABOVE_BP,
    };
  }
}
