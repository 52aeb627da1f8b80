import { api } from '@/lib/api-client';

/** POST /api/me/password → 204; a wrong current password is 400 invalid_credentials. Other sessions end. */
export const changePassword = (input: { current_password: string; new_password: string }) => api.post<void>('/me/password', input);
