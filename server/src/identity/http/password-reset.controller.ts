// Password reset (docs/api.md): the request answers 202 whether or not the e-mail has an account, and
// in the same time (the work goes on in the background), so it cannot tell who is a member.
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../shared/http/auth.decorators';
import { BodyReader } from '../../shared/http/validation';
import { RateLimitService } from '../../shared/rate-limit';
import { PasswordResetService } from '../password-reset/password-reset.service';
import { readNewPassword } from '../passwords/password-policy';
import { readEmail } from '../users/user-fields';
import { IDENTITY_LIMITS } from './identity-limits';

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
    const input = new BodyReader(body, ['email']);
    const email = readEmail(input);
    input.done();
    await this.limits.perAccount('password_reset_request', email, IDENTITY_LIMITS.resetRequestPerEmail);
    this.resets.requestInBackground(email);
    return {};
  }

  @Public()
  @Post('password_reset_verify')
  @HttpCode(204)
  async verify(@Body() body: unknown, @Req() request: FastifyRequest): Promise<void> {
    await this.limits.perIp('password_reset_verify', request.ip, IDENTITY_LIMITS.resetVerifyPerIp);
    const input = new BodyReader(body, ['token', 'new_password']);
    const token = input.string('token', { max: 200, trim: false });
    const password = readNewPassword(input, 'new_password');
    input.done();
    await this.resets.verify(token, password);
  }
}
