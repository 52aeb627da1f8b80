import { api } from '@/lib/api-client';
import type { User } from './user';

/** POST /api/auth/sign_up: 201 and logged in; invalid_input with fields, email_taken (409). */
export type SignUpInput = { email: string; password: string; name: string; phone: string; agree_terms: true };

export const signUp = (input: SignUpInput) => api.post<{ user: User }>('/auth/sign_up', input);
