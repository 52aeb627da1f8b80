// PUT/GET/DELETE /me/auto_invest (docs/api.md "Auto-invest"): the investor's standing contract.
// The body's shape is checked here; the command goes to the investor's own partition, locked on
// their contract stream.
import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import { BusinessClock } from '../../shared/business-clock';
import { seoulDate } from '../../shared/clock';
import { DomainError } from '../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { autoInvestStreamId } from '../auto-invest.events';
import { SetAutoInvest, StopAutoInvest } from '../commands/auto-invest.commands';
import { readContractRequest } from '../contract/read-contract-request';
import { AutoInvestQueries } from '../queries/auto-invest.queries';

@Controller('me/auto_invest')
export class AutoInvestController {
  constructor(
    private readonly commands: CommandGateway,
    private readonly queries: AutoInvestQueries,
    private readonly clock: BusinessClock,
  ) {}

  @Get()
  view(@CurrentUser() user: SessionUser) {
    return this.queries.view(user.id, seoulDate(this.clock.now()));
  }

  @Put()
  set(@Body() body: unknown, @CurrentUser() user: SessionUser) {
    const request = readContractRequest(body);
    // Identity verified before any investment (온투법 21조①): a contract invests.
    if (!user.identityVerified) throw new DomainError('identity_unverified');
    const streamId = autoInvestStreamId(user.id);
    return this.commands.execute(SetAutoInvest, { userId: user.id, ...request }, { actorId: user.id, partitionKey: streamId, lockKeys: [streamId] });
  }

  @Delete()
  stop(@CurrentUser() user: SessionUser) {
    const streamId = autoInvestStreamId(user.id);
    return this.commands.execute(StopAutoInvest, { userId: user.id }, { actorId: user.id, partitionKey: streamId, lockKeys: [streamId] });
  }
}
