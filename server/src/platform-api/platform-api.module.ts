// The platform's own HTTP surface, not a business context's: GET /health, GET /commands/{id} (the
// outcome of a command that answered 202) and, in the sandbox, the business clock operators move.
import { Module } from '@nestjs/common';
import { BusinessClockController } from './business-clock.controller';
import { CommandOutcomesController } from './command-outcomes.controller';
import { HealthController } from './health.controller';

@Module({
  controllers: [HealthController, CommandOutcomesController, BusinessClockController],
})
export class PlatformApiModule {}
