// Operators' controls of the sandbox bank and, through it, the central registry's sandbox.
import { Module } from '@nestjs/common';
import { RegistryModule } from '../registry';
import { WalletModule } from '../wallet';
import { SandboxBankController } from './sandbox-bank.controller';

@Module({
  imports: [WalletModule, RegistryModule],
  controllers: [SandboxBankController],
})
export class AdminSandboxModule {}
