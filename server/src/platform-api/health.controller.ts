import { Controller, Get, Inject } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ReadDatabase } from '../shared/database/read-database';
import { Public } from '../shared/http/auth.decorators';
import { DATABASE_MODE } from '../shared/platform.module';
import { COMMAND_QUEUE, CommandQueue } from '../shared/queue/command-queue';

@Controller('health')
export class HealthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_MODE) private readonly databaseMode: 'embedded' | 'external',
    @Inject(COMMAND_QUEUE) private readonly queue: CommandQueue,
    private readonly reads: ReadDatabase,
  ) {}

  @Public()
  @Get()
  health() {
    // `replica` (additive): null without DATABASE_READ_URL, else its state and lag.
    return { status: 'ok', database: this.databaseMode, queue: this.queue.kind, version: this.config.version, replica: this.reads.replicaStatus() };
  }
}
