// Setting and stopping the standing contract. Each first locks the investor's contract row, as
// the placement on an opening does before it reads the contracts (placement/auto-candidates.ts):
// a stop that races an opening waits for the placement or makes it pass the contract by.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { seoulDate } from '../../shared/clock';
import type { Tx } from '../../shared/event-store/event-store.types';
import { uuidFrom } from '../../shared/ids';
import { commandMetadata } from '../../shared/queue/queued-command';
import { autoInvestPolicyOn } from '../auto-invest-policy';
import { AutoInvestStreams } from '../auto-invest-streams';
import { contractText } from '../contract/contract-text';
import { AutoInvestQueries } from '../queries/auto-invest.queries';
import { SetAutoInvest, StopAutoInvest } from './auto-invest.commands';

export const lockContractRow = (tx: Tx, userId: string) => tx.query(`SELECT 1 FROM auto_invest_contracts WHERE user_id = $1 FOR UPDATE`, [userId]);

@CommandHandler(SetAutoInvest)
export class SetAutoInvestHandler implements ICommandHandler<SetAutoInvest> {
  constructor(private readonly streams: AutoInvestStreams, private readonly queries: AutoInvestQueries) {}

  async execute({ payload, ctx }: SetAutoInvest) {
    const { userId, acknowledged, terms } = payload;
    const today = seoulDate(ctx.businessNow);
    await lockContractRow(ctx.tx, userId);
    const policy = await autoInvestPolicyOn(ctx.tx, today);
    await this.streams.run(ctx.tx, userId, ({ state, version }) => {
      // A running contract keeps its id through its versions; after a stop, a new contract begins.
      const contractId = state.exists && !state.stopped && state.contractId ? state.contractId : uuidFrom(`auto-invest-contract:${userId}:${version + 1}`);
      return {
        type: 'SetAutoInvest', userId, contractId, acknowledged, terms, today, at: ctx.businessNow.toISOString(),
        maxAmountPerProductWon: policy.maxAmountPerProductWon, text: contractText(terms, state.version + 1, today),
      };
    }, commandMetadata(ctx));
    return this.queries.summary(ctx.tx, userId, today);
  }
}

@CommandHandler(StopAutoInvest)
export class StopAutoInvestHandler implements ICommandHandler<StopAutoInvest> {
  constructor(private readonly streams: AutoInvestStreams, private readonly queries: AutoInvestQueries) {}

  async execute({ payload, ctx }: StopAutoInvest) {
    await lockContractRow(ctx.tx, payload.userId);
    await this.streams.run(ctx.tx, payload.userId, { type: 'StopAutoInvest', at: ctx.businessNow.toISOString() }, commandMetadata(ctx));
    return this.queries.summary(ctx.tx, payload.userId, seoulDate(ctx.businessNow));
  }
}
