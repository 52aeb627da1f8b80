// The wallet context: the `investor-{userId}` stream, its read models, the bank gateway and the
// wallet's HTTP endpoints.
import { Module } from '@nestjs/common';
import { WalletProjectionsRegistrar } from './projections/wallet-projections.registrar';

@Module({
  providers: [WalletProjectionsRegistrar],
})
export class WalletModule {}
