import { api } from '@/lib/api-client';
import type { User } from '@/api/types';

/** POST /api/auth/sign_up: 201 and logged in; invalid_input with fields, email_taken (409). */
export type SignUpBody = { email: string; password: string; name: string; phone: string; agree_terms: true };
/** What the form sends: the body, and whether the optional marketing box was ticked (saved after sign-up). */
export type SignUpInput = SignUpBody & { marketing: boolean };

export const signUp = ({ marketing: _marketing, ...body }: SignUpInput) => api.post<{ user: User }>('/auth/sign_up', body);

/** PUT /me/notification_settings: the marketing consent ticked on the sign-up form, recorded with its source. */
export const saveMarketingConsent = () => api.put<unknown>('/me/notification_settings', { marketing: true, source: 'sign_up' });
