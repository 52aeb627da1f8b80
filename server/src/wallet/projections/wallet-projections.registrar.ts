// Registers the wallet's inline projections once per application (API and worker processes).
import { Injectable, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../shared/event-store/inline-projections';
import { walletTransactionsProjection } from './wallet-transactions.projection';
import { walletsProjection } from './wallets.projection';
import { withdrawalsProjection } from './withdrawals.projection';

@Injectable()
export class WalletProjectionsRegistrar implements OnModuleInit {
  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    for (const projection of [walletsProjection, walletTransactionsProjection, withdrawalsProjection]) {
      if (!this.registry.get(projection.name)) this.registry.register(projection);
    }
  }
}
