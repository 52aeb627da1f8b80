import { api } from '@/lib/api-client';

/** POST /api/auth/password_reset_request: always 202, whether or not the e-mail has an account. */
export const requestPasswordReset = (email: string) => api.post<unknown>('/auth/password_reset_request', { email });
