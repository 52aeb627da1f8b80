// Secure by default: every route needs a session unless marked @Public(); @Roles narrows further.
import { SetMetadata, createParamDecorator, ExecutionContext } from '@nestjs/common';

export const IS_PUBLIC = 'auth:public';
export const ROLES = 'auth:roles';
export const SKIP_CSRF = 'auth:skip-csrf';

export type Role = 'investor' | 'operator';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  investorType: 'general' | 'income_qualified' | 'professional' | 'corporate';
  /** 본인인증 done: money may move (virtual account, deposits, investments). */
  identityVerified: boolean;
  sessionId: string;
}

export const Public = () => SetMetadata(IS_PUBLIC, true);
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);
/** For callers that carry no session (the bank's signed webhook). */
export const SkipCsrf = () => SetMetadata(SKIP_CSRF, true);

/** The logged-in user (undefined on a public route visited without a session). */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): SessionUser | undefined => {
  return ctx.switchToHttp().getRequest<{ user?: SessionUser }>().user;
});
