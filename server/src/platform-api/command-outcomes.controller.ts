// GET /api/commands/{id}: the outcome of a command that answered 202. Scoped to its actor.
import { Controller, Get } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one } from '../shared/database/sql';
import { DomainError } from '../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../shared/http/auth.decorators';
import { UuidParam } from '../shared/http/schema';
import { OutcomeWaiter } from '../shared/queue/outcome-waiter';

@Controller('commands')
export class CommandOutcomesController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly waiter: OutcomeWaiter,
  ) {}

  @Get(':id')
  async get(@UuidParam('id') commandId: string, @CurrentUser() user: SessionUser) {
    const inbox = await one<{ actor_id: string | null }>(this.dataSource, `SELECT actor_id FROM command_inbox WHERE command_id = $1`, [commandId]);
    if (!inbox || (inbox.actor_id !== user.id && user.role !== 'operator')) throw new DomainError('not_found');
    const outcome = await this.waiter.find(commandId);
    if (!outcome) return { status: 'pending' };
    return { status: outcome.status, result: outcome.result, fail_code: outcome.fail_code };
  }
}
