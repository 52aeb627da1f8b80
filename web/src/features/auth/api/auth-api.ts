/** What the app shell (guards, header) uses from this feature; screens import the endpoint files directly. */
export { getMe, meQueryKey, meQueryOptions, useMe } from './get-me';
export { logout } from './logout';
export type { User } from './user';
export { INVESTOR_TYPE_LABELS } from './user';
