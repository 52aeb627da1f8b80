// An investor's ledger at a past moment: the events of `investor-{userId}` up to `asOf`, folded
// with the wallet's own evolve so each line shows the running balance and held amount exactly as
// the wallet computed them then. Moments are on the business calendar (docs/design.md "Business time"):
// each line is dated as the investor's transaction lines date it (walletLinesAt), `asOf` is a
// business instant, and without one the history runs to the business now.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BusinessClock } from '../shared/business-clock';
import { rows } from '../shared/database/sql';
import { DomainError } from '../shared/errors/domain-error';
import { EVENT_COLUMNS, EventRow, toStoredEvent } from '../shared/event-store/event-store';
import { onlyEventsOf } from '../shared/event-store/event-guard';
import { UserDirectory } from '../identity';
import { WalletState, investorStreamId, isWalletEvent, walletDecider, walletLinesAt } from '../wallet';
import type { InvestorHistory } from './http/ledger.schema';

/** Bound on one history: far above any investor's event count here. */
const MAX_HISTORY_EVENTS = 100_000;

@Injectable()
export class InvestorHistoryQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly clock: BusinessClock,
  ) {}

  /**
   * The stream's events in order while they are dated at or before `asOf`: the wallet as it stood
   * then (a prefix of its stream, so every balance shown is one it really had).
   */
  async byEmail(email: string, asOf?: Date): Promise<InvestorHistory> {
    const user = await this.users.findByEmail(email);
    if (!user) throw new DomainError('not_found');
    if (!asOf) await this.clock.refresh();
    const until = asOf ?? this.clock.now();
    const found = await rows<EventRow>(
      this.dataSource,
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version LIMIT $2`,
      [investorStreamId(user.id), MAX_HISTORY_EVENTS],
    );
    let state: WalletState = walletDecider.initialState();
    const lines: InvestorHistory['lines'] = [];
    for (const event of onlyEventsOf(isWalletEvent, found.map(toStoredEvent))) {
      const at = walletLinesAt(event);
      if (at.getTime() > until.getTime()) break;
      const next = walletDecider.evolve(state, event);
      lines.push({
        position: event.globalPosition,
        version: event.streamVersion,
        at: at.toISOString(),
        type: event.type,
        amount: next.balanceWon - state.balanceWon,
        held_change: next.heldWon - state.heldWon,
        balance_after: next.balanceWon,
        held_after: next.heldWon,
        product_id: 'productId' in event.data ? event.data.productId : null,
        data: event.data,
      });
      state = next;
    }
    return { user: { id: user.id, email: user.email, name: user.name }, as_of: until.toISOString(), balance: state.balanceWon, held: state.heldWon, lines };
  }
}
