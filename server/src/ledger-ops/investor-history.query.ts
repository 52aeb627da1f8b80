// An investor's ledger at a past moment: the events of `investor-{userId}` recorded up to
// `asOf`, folded with the wallet's own evolve so each line shows the running balance and held
// amount exactly as the wallet computed them then.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows } from '../shared/database/sql';
import { DomainError } from '../shared/errors/domain-error';
import { UserDirectory } from '../identity';
import { WalletEvent, WalletState, investorStreamId, walletDecider } from '../wallet';

/** Bound on one history: far above any investor's event count here. */
const MAX_HISTORY_EVENTS = 100_000;

export interface HistoryLine {
  position: number;
  version: number;
  at: string;
  type: string;
  amount: number;
  held_change: number;
  balance_after: number;
  held_after: number;
  product_id: string | null;
  data: unknown;
}

export interface InvestorHistory {
  user: { id: string; email: string; name: string };
  as_of: string;
  balance: number;
  held: number;
  lines: HistoryLine[];
}

@Injectable()
export class InvestorHistoryQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
  ) {}

  async byEmail(email: string, asOf: Date): Promise<InvestorHistory> {
    const user = await this.users.findByEmail(email);
    if (!user) throw new DomainError('not_found');
    const events = await rows<{ global_position: string; stream_version: number; type: string; data: WalletEvent['data'] & { productId?: unknown }; recorded_at: Date }>(
      this.dataSource,
      `SELECT global_position, stream_version, type, data, recorded_at FROM events
       WHERE stream_id = $1 AND recorded_at <= $2 ORDER BY stream_version LIMIT $3`,
      [investorStreamId(user.id), asOf, MAX_HISTORY_EVENTS],
    );
    let state: WalletState = walletDecider.initialState();
    const lines: HistoryLine[] = events.map((e) => {
      const next = walletDecider.evolve(state, { type: e.type, data: e.data } as WalletEvent);
      const line: HistoryLine = {
        position: Number(e.global_position),
        version: e.stream_version,
        at: new Date(e.recorded_at).toISOString(),
        type: e.type,
        amount: next.balanceWon - state.balanceWon,
        held_change: next.heldWon - state.heldWon,
        balance_after: next.balanceWon,
        held_after: next.heldWon,
        product_id: typeof e.data?.productId === 'string' ? e.data.productId : null,
        data: e.data,
      };
      state = next;
      return line;
    });
    return { user: { id: user.id, email: user.email, name: user.name }, as_of: asOf.toISOString(), balance: state.balanceWon, held: state.heldWon, lines };
  }
}
