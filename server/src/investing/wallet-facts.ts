// What investing asks of the wallet context beyond its decider: does the investor have a
// virtual account (no_vaccount), and is the bank open now (bank_closed).
import { Injectable } from '@nestjs/common';
import { BankGateway, Vaccounts } from '../wallet';

const MAX_REMEMBERED = 100_000;

@Injectable()
export class WalletFacts {
  constructor(private readonly vaccounts: Vaccounts, private readonly bank: BankGateway) {}

  /**
   * Which of these investors have a virtual account, in at most one query. An account is never
   * taken away, so a yes is remembered (bounded) and asked once.
   */
  async vaccountHolders(userIds: string[]): Promise<Set<string>> {
    const unknown = [...new Set(userIds)].filter((id) => !this.withVaccount.has(id));
    if (unknown.length > 0) {
      const found = await this.vaccounts.holders(unknown);
      if (this.withVaccount.size + found.size > MAX_REMEMBERED) this.withVaccount.clear();
      for (const id of found) this.withVaccount.add(id);
    }
    return new Set(userIds.filter((id) => this.withVaccount.has(id)));
  }

  private readonly withVaccount = new Set<string>();

  /**
   * Asked once per worker transaction: the riders of a batch commit together, so they are
   * judged against the same bank hours (and a rush costs one lookup, not one per investment).
   */
  bankOpen(tx: object): Promise<boolean> {
    let answer = this.perTransaction.get(tx);
    if (!answer) {
      answer = this.bank.isOpen();
      this.perTransaction.set(tx, answer);
    }
    return answer;
  }

  private readonly perTransaction = new WeakMap<object, Promise<boolean>>();
}
