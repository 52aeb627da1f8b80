import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@/api/types';
import { api, type Page } from '@/lib/api-client';

/** GET /api/admin/users?q=&page=&size= (operators): accounts matching name, e-mail or phone. */
export type AdminUserRow = Omit<User, 'identity_verified'>;

export type UserSearch = { q: string; page: number; size: number };

export const searchUsers = (params: UserSearch, signal?: AbortSignal) => api.get<Page<AdminUserRow>>('/admin/users', params, signal);

export const userSearchOptions = (params: UserSearch) =>
  queryOptions({ queryKey: ['admin', 'users', params], queryFn: ({ signal }) => searchUsers(params, signal), placeholderData: keepPreviousData });

export const useUserSearch = (params: UserSearch) => useQuery(userSearchOptions(params));
