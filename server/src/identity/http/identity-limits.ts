// How often each identity endpoint may be called. Per-IP limits stop one client hammering many
// accounts; per-account ones (by e-mail or user id) stop many clients hammering one account.
// The login lockout (5 failures → 10 minutes) is separate and always on.
import type { LimitRule } from '../../shared/rate-limit';

export const IDENTITY_LIMITS = {
  loginPerIp: { limit: 30, windowS: 60 },
  loginPerEmail: { limit: 20, windowS: 10 * 60 },
  signUpPerIp: { limit: 20, windowS: 10 * 60 },
  resetRequestPerIp: { limit: 10, windowS: 10 * 60 },
  resetRequestPerEmail: { limit: 5, windowS: 30 * 60 },
  resetVerifyPerIp: { limit: 20, windowS: 10 * 60 },
  passwordChangePerUser: { limit: 10, windowS: 10 * 60 },
  investorTypeRequestPerUser: { limit: 10, windowS: 60 * 60 },
  identityVerificationPerUser: { limit: 10, windowS: 10 * 60 },
} as const satisfies Record<string, LimitRule>;
