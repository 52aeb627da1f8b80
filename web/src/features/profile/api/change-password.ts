import type { ChangePasswordRequest } from '@server/identity/http/identity-requests.schema';
import { api } from '@/lib/api-client';

/** POST /api/me/password → 204; a wrong current password is 400 invalid_credentials. Other sessions end. */
export const changePassword = (input: ChangePasswordRequest) => api.post<void>('/me/password', input);
