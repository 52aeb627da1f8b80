// What investing asks of the wallet context beyond its decider: does the investor have a
// virtual account (no_vaccount), and is the bank open now (bank_closed).
import { Injectable } from '@nestjs/common';
import { BankGateway, Vaccounts } from '../wallet';

@Injectable()
export class WalletFacts {
  constructor(private readonly vaccounts: Vaccounts, private readonly bank: BankGateway) {}

  async hasVaccount(userId: string): Promise<boolean> {
    return (await this.vaccounts.find(userId)) !== null;
  }

  bankOpen(): Promise<boolean> {
    return this.bank.isOpen();
  }
}
