// POST /me/identity_verification (본인인증): the session's own account only. The verified name
// becomes the legal name, so the header's logined_user cookie is rewritten with it. A corporation
// verifies its representative and declares its beneficial owner (docs/api.md "Investor limits"). A
// verified name unlike the account's is taken only with `confirm_name_change: true` (else 409
// name_change_unconfirmed with both names).
import { Body, Controller, HttpCode, Inject, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { BusinessClock } from '../../shared/business-clock';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { RateLimitService } from '../../shared/rate-limit';
import { UserView } from '../users/user-view';
import { readIdentityClaim } from '../verification/claim-reader';
import { IdentityVerifications } from '../verification/identity-verifications';
import type { User } from './identity-answers.schema';
import { IDENTITY_LIMITS } from './identity-limits';
import { setLoginCookie } from './session-cookies';

@Controller('me/identity_verification')
export class IdentityVerificationController {
  constructor(
    private readonly verifications: IdentityVerifications,
    private readonly users: UserView,
    private readonly limits: RateLimitService,
    private readonly clock: BusinessClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @HttpCode(201)
  async verify(@CurrentUser() me: SessionUser, @Body() body: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ user: User }> {
    await this.limits.perAccount('identity_verification', me.id, IDENTITY_LIMITS.identityVerificationPerUser);
    // The business today (never before the real one): a sandbox clock moved ahead still takes a real birth date.
    const request = readIdentityClaim(body, this.clock.today());
    await this.verifications.verify(me.id, request);
    const user = await this.users.mustFind(me.id, 'no_permission');
    setLoginCookie(reply, user, this.config.production);
    return { user };
  }
}
