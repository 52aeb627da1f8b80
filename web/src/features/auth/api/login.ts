import { api } from '@/lib/api-client';
import type { User } from '@/api/types';

/** POST /api/auth/login: sets the session cookies; invalid_credentials (400), account_locked / too_many_requests (429). */
export type LoginInput = { email: string; password: string };

export const login = (input: LoginInput) => api.post<{ user: User }>('/auth/login', input);
