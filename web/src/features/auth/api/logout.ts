import { api } from '@/lib/api-client';

/** POST /api/auth/logout: 204, and the server clears sid, logined_user and csrf_token. */
export const logout = () => api.post<void>('/auth/logout');
