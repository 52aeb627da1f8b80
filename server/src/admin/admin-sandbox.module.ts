// Operators' sandbox controls: the sandbox bank (and through it the central registry's sandbox)
// and the business clock.
import { Module } from '@nestjs/common';
import { RegistryModule } from '../registry';
import { WalletModule } from '../wallet';
import { BusinessClockController } from './business-clock.controller';
import { SandboxBankController } from './sandbox-bank.controller';

@Module({
  imports: [WalletModule, RegistryModule],
  controllers: [SandboxBankController, BusinessClockController],
})
export class AdminSandboxModule {}
