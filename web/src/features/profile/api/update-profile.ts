import { api } from '@/lib/api-client';
import type { Profile } from './profile';

/** PATCH /api/me `{name?, phone?}` → `{user}`; the server rewrites the logined_user cookie. */
export const updateProfile = (input: { name?: string; phone?: string }) => api.patch<{ user: Profile }>('/me', input);
