// Runs the limits a route declared with @RateLimit. Route guards run after the global AuthGuard,
// so request.user is already known for per-user counting.
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../http/auth.decorators';
import { RATE_LIMIT, RateLimitOptions } from './rate-limit.metadata';
import { RateLimitService } from './rate-limit.service';

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.getAllAndOverride<RateLimitOptions | undefined>(RATE_LIMIT, [context.getHandler(), context.getClass()]);
    if (!options) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: SessionUser }>();
    if (options.perIp) await this.limits.perIp(options.name, request.ip, options.perIp);
    if (options.perUser && request.user) await this.limits.perAccount(options.name, request.user.id, options.perUser);
    return true;
  }
}
