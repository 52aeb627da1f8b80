// Demo data: the demo investor's auto-invest contract, set and then stopped (docs/api.md
// "Auto-invest": demo data creates no running contract, so nothing auto-placed surprises a
// visitor or a test; the screen still shows what a contract looks like). Through the stream's own
// decider, in one transaction; only while no contract exists.
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BusinessClock } from '../../shared/business-clock';
import { seoulDate } from '../../shared/clock';
import { inTransaction } from '../../shared/database/transaction';
import { demoDataOnly, isEmptyTable } from '../../shared/demo-data-task';
import { uuidFrom } from '../../shared/ids';
import { DEMO_INVESTOR_EMAIL, UserDirectory } from '../../identity';
import type { AutoInvestTerms } from '../auto-invest.events';
import { autoInvestPolicyOn } from '../auto-invest-policy';
import { AutoInvestStreams } from '../auto-invest-streams';
import { contractText } from '../contract/contract-text';

const DEMO_TERMS = (endsOn: string): AutoInvestTerms => ({
  amountPerProductWon: 10_000, totalLimitWon: 1_000_000, maxPerBorrowerWon: 50_000, endsOn,
  criteria: { types: ['credit', 'corporate'], grades: ['A', 'B'], minRateBp: 800, maxTermMonths: 12, repaymentMethods: [], includePf: false },
});

@Injectable()
export class DemoAutoInvestTask {
  /** A StartupTask (app/startup-tasks.ts): seeds only with DEMO_DATA on. */
  readonly run = demoDataOnly(() => this.seed());
  private readonly logger = new Logger('demo-auto-invest');

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly streams: AutoInvestStreams,
    private readonly clock: BusinessClock,
  ) {}

  private async seed(): Promise<void> {
    if (!(await isEmptyTable(this.dataSource, 'auto_invest_contracts'))) return;
    const investor = await this.users.findByEmail(DEMO_INVESTOR_EMAIL);
    if (!investor) return;
    const now = this.clock.now();
    const today = seoulDate(now);
    const terms = DEMO_TERMS(new Date(now.getTime() + 180 * 86_400_000).toISOString().slice(0, 10));
    const policy = await autoInvestPolicyOn(this.dataSource, today);
    await inTransaction(this.dataSource, async (tx) => {
      const metadata = { command_id: uuidFrom(`demo-auto-invest:${investor.id}`), actor_id: investor.id, business_at: now.toISOString() };
      await this.streams.run(tx, investor.id, {
        type: 'SetAutoInvest', userId: investor.id, contractId: uuidFrom(`auto-invest-contract:${investor.id}:1`), acknowledged: true, terms, today,
        at: now.toISOString(), maxAmountPerProductWon: policy.maxAmountPerProductWon, text: contractText(terms, 1, today),
      }, metadata);
      await this.streams.run(tx, investor.id, { type: 'StopAutoInvest', at: now.toISOString() }, metadata);
    });
    this.logger.log({ msg: 'demo investor has a stopped auto-invest contract' });
  }
}
