import type { PasswordResetRequest } from '@server/identity/http/identity-requests.schema';
import { api } from '@/lib/api-client';

/** POST /api/auth/password_reset_verify: 204; invalid_reset_token when used, expired or unknown. */
export const verifyPasswordReset = (token: string, newPassword: string) =>
  api.post<void>('/auth/password_reset_verify', { token, new_password: newPassword } satisfies PasswordResetRequest);
