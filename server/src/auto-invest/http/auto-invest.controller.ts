// PUT/GET/DELETE /me/auto_invest (docs/api.md "Auto-invest"): the investor's standing contract.
// The body is read by its endpoint schema (auto-invest.schema.ts); the command goes to the
// investor's own partition, locked on their contract stream.
import { Controller, Delete, Get, Put } from '@nestjs/common';
import { BusinessClock } from '../../shared/business-clock';
import { seoulDate } from '../../shared/clock';
import { DomainError } from '../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { BodyOf, ValidBody } from '../../shared/http/schema';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { autoInvestStreamId } from '../auto-invest.events';
import { SetAutoInvest, StopAutoInvest } from '../commands/auto-invest.commands';
import { AutoInvestQueries } from '../queries/auto-invest.queries';
import { contractRequest, SET_AUTO_INVEST } from './auto-invest.schema';

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
  set(@ValidBody(SET_AUTO_INVEST) input: BodyOf<typeof SET_AUTO_INVEST>, @CurrentUser() user: SessionUser) {
    const request = contractRequest(input);
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
