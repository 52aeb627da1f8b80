// Password reset (docs/api.md): the request answers 202 whether or not the e-mail has an account, and
// in the same time (the work goes on in the background), so it cannot tell who is a member.
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../shared/http/auth.decorators';
import { bodyOf } from '../../shared/http/schema';
import { RateLimitService } from '../../shared/rate-limit';
import { PasswordResetService } from '../password-reset/password-reset.service';
import { IDENTITY_LIMITS } from './identity-limits';
import { REQUEST_PASSWORD_RESET, VERIFY_PASSWORD_RESET } from './password-reset.schema';

@Controller('auth')
export class PasswordResetController {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly limits: RateLimitService,
  ) {}

  @Public()
  @Post('password_reset_request')
  @HttpCode(202)
  async request(@Body() body: unknown, @Req() request: FastifyRequest): Promise<Record<string, never>> {
    await this.limits.perIp('password_reset_request', request.ip, IDENTITY_LIMITS.resetRequestPerIp);
    // Read after the limit, which counts malformed requests too.
    const email = bodyOf(REQUEST_PASSWORD_RESET, body).email.toLowerCase();
    await this.limits.perAccount('password_reset_request', email, IDENTITY_LIMITS.resetRequestPerEmail);
    this.resets.requestInBackground(email);
    return {};
  }

  @Public()
  @Post('password_reset_verify')
  @HttpCode(204)
  async verify(@Body() body: unknown, @Req() request: FastifyRequest): Promise<void> {
    await this.limits.perIp('password_reset_verify', request.ip, IDENTITY_LIMITS.resetVerifyPerIp);
    const input = bodyOf(VERIFY_PASSWORD_RESET, body);
    await this.resets.verify(input.token, input.new_password);
  }
}
