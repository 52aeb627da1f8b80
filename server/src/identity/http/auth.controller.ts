// Sign-up, login and logout (docs/api.md "Identity"). All three are public: they are how a session
// begins and ends. The guard still checks CSRF when a live session comes along.
import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../shared/errors/domain-error';
import { Public } from '../../shared/http/auth.decorators';
import { securityEvent } from '../../shared/logging/security-log';
import { BodyReader } from '../../shared/http/validation';
import { RateLimitService } from '../../shared/rate-limit';
import { readCorporate } from '../corporate/corporate-fields';
import { LoginService } from '../login/login.service';
import { readNewPassword, readPassword } from '../passwords/password-policy';
import { UserAccounts } from '../users/user-accounts';
import { readEmail, readName, readPhone } from '../users/user-fields';
import { UserBody, UserView } from '../users/user-view';
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
  async signUp(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ user: UserBody }> {
    await this.limits.perIp('sign_up', request.ip, IDENTITY_LIMITS.signUpPerIp);
    const input = new BodyReader(body, ['email', 'password', 'name', 'phone', 'agree_terms', 'corporate']);
    const email = readEmail(input);
    const name = readName(input)!;
    const password = readNewPassword(input, 'password', [email, name]);
    const phone = readPhone(input)!;
    if (input.boolean('agree_terms') === false && input.raw('agree_terms') === false) input.fail('agree_terms', 'must_agree');
    // A corporation signs up with its company (docs/api.md "Investor limits"): a `corporate` investor.
    const corporate = readCorporate(input);
    input.done();
    const id = await this.accounts.create({ email, password, name, phone, corporate });
    const user = await this.mustFind(id);
    await this.sessions.start(request, reply, user);
    return { user };
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  async logIn(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ user: UserBody }> {
    await this.limits.perIp('login', request.ip, IDENTITY_LIMITS.loginPerIp);
    const input = new BodyReader(body, ['email', 'password']);
    const email = input.string('email', { max: 254 }).toLowerCase();
    const password = readPassword(input, 'password');
    input.done();
    await this.limits.perAccount('login', email, IDENTITY_LIMITS.loginPerEmail);
    const id = await this.login.authenticate(email, password).catch((error: unknown) => {
      const code = error instanceof DomainError ? error.failCode : null;
      if (code === 'invalid_credentials' || code === 'account_locked') {
        securityEvent(code === 'account_locked' ? 'login_locked' : 'login_failed', { email, ip: request.ip, requestId: request.id });
      }
      throw error;
    });
    securityEvent('login_succeeded', { userId: id, ip: request.ip, requestId: request.id });
    const user = await this.mustFind(id);
    await this.sessions.start(request, reply, user);
    return { user };
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  async logOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.end(request, reply);
  }

  private async mustFind(id: string): Promise<UserBody> {
    const user = await this.users.byId(id);
    if (!user) throw new DomainError('invalid_credentials');
    return user;
  }
}
