// Sign-up, login and logout (docs/api.md "Identity"). All three are public: they are how a session
// begins and ends. The guard still checks CSRF when a live session comes along.
import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../shared/errors/domain-error';
import { Public } from '../../shared/http/auth.decorators';
import { securityEvent } from '../../shared/logging/security-log';
import { bodyOf } from '../../shared/http/schema';
import { RateLimitService } from '../../shared/rate-limit';
import { corporateIdentity } from '../corporate/corporate-fields';
import { LoginService } from '../login/login.service';
import { UserAccounts } from '../users/user-accounts';
import { UserView } from '../users/user-view';
import { LOG_IN, SIGN_UP } from './auth.schema';
import type { User } from './identity-answers.schema';
import { IDENTITY_LIMITS } from './identity-limits';
import { SessionStarter } from './session-starter';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly login: LoginService,
    private readonly users: UserView,
    private readonly sessions: SessionStarter,
    private readonly limits: RateLimitService,
  ) {}

  @Public()
  @Post('sign_up')
  @HttpCode(201)
  async signUp(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ user: User }> {
    // The limit counts every attempt, a malformed one too: the body is read after it.
    await this.limits.perIp('sign_up', request.ip, IDENTITY_LIMITS.signUpPerIp);
    const input = bodyOf(SIGN_UP, body);
    const { password, name, phone } = input;
    const id = await this.accounts.create({ email: input.email.toLowerCase(), password, name, phone, corporate: corporateIdentity(input.corporate) });
    const user = await this.users.mustFind(id, 'invalid_credentials');
    await this.sessions.start(request, reply, user);
    return { user };
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  async logIn(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ user: User }> {
    await this.limits.perIp('login', request.ip, IDENTITY_LIMITS.loginPerIp);
    const input = bodyOf(LOG_IN, body);
    const email = input.email.toLowerCase();
    const { password } = input;
    await this.limits.perAccount('login', email, IDENTITY_LIMITS.loginPerEmail);
    const id = await this.login.authenticate(email, password).catch((error: unknown) => {
      const code = error instanceof DomainError ? error.failCode : null;
      if (code === 'invalid_credentials' || code === 'account_locked') {
        securityEvent(code === 'account_locked' ? 'login_locked' : 'login_failed', { email, ip: request.ip, requestId: request.id });
      }
      throw error;
    });
    securityEvent('login_succeeded', { userId: id, ip: request.ip, requestId: request.id });
    const user = await this.users.mustFind(id, 'invalid_credentials');
    await this.sessions.start(request, reply, user);
    return { user };
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  async logOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.end(request, reply);
  }
}
