// The logged-in user's own account: read, edit name and phone, change the password. Changing
// any of them asks for the password again (step-up, locked after five wrong answers).
// Everything here is scoped to the session's user; no id is ever taken from the request.
import { Body, Controller, Get, HttpCode, Inject, Patch, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock } from '../../shared/clock';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { bodyOf, BodyOf, ValidBody } from '../../shared/http/schema';
import { RateLimitService } from '../../shared/rate-limit';
import { SessionStore } from '../sessions/session-store';
import { StepUp } from '../step-up/step-up';
import { UserAccounts } from '../users/user-accounts';
import { UserView } from '../users/user-view';
import { assertNameChangeAllowed } from '../verification/legal-name-lock';
import type { User } from './identity-answers.schema';
import { IDENTITY_LIMITS } from './identity-limits';
import { CHANGE_PASSWORD, UPDATE_ME } from './me.schema';
import { setLoginCookie } from './session-cookies';

@Controller('me')
export class MeController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserView,
    private readonly accounts: UserAccounts,
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
    private readonly limits: RateLimitService,
    private readonly stepUp: StepUp,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async me(@CurrentUser() me: SessionUser): Promise<{ user: User }> {
    return { user: await this.users.mustFind(me.id, 'no_permission') };
  }

  @Patch()
  async update(@CurrentUser() me: SessionUser, @ValidBody(UPDATE_ME) input: BodyOf<typeof UPDATE_ME>, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ user: User }> {
    const { name, phone, password } = input;
    // The name is what the bank compares with a withdrawal account's holder: a stolen session
    // must not be able to rename the account to match the thief's bank account.
    await this.stepUp.verify(me.id, password);
    await assertNameChangeAllowed(this.dataSource, me.id, name);
    await this.dataSource.query(
      `UPDATE users SET name = COALESCE($2, name), phone = COALESCE($3, phone), updated_at = $4 WHERE id = $1`,
      [me.id, name ?? null, phone ?? null, this.clock.now()],
    );
    const user = await this.users.mustFind(me.id, 'no_permission');
    // The header shows the name from logined_user: keep it in step with the account.
    if (name !== undefined) setLoginCookie(reply, user, this.config.production);
    return { user };
  }

  /** Other sessions end with the old password; this one stays. */
  @Post('password')
  @HttpCode(204)
  async changePassword(@CurrentUser() me: SessionUser, @Body() body: unknown): Promise<void> {
    await this.limits.perAccount('password_change', me.id, IDENTITY_LIMITS.passwordChangePerUser);
    const input = bodyOf(CHANGE_PASSWORD, body);
    await this.stepUp.verify(me.id, input.current_password);
    await this.accounts.setPassword(me.id, input.new_password);
    await this.sessions.destroyAllFor(me.id, me.sessionId);
  }
}
