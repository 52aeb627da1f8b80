import { api } from '@/lib/api-client';
import type { Profile } from './profile';

/**
 * PATCH /api/me `{name?, phone?, password}` → `{user}`; the password is the step-up (a wrong one is
 * invalid_credentials, five lock it for 10 minutes); the server rewrites the logined_user cookie.
 */
export const updateProfile = (input: { name?: string; phone?: string; password: string }) => api.patch<{ user: Profile }>('/me', input);
