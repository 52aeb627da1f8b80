import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The sandbox bank's state, typed by the server's endpoint schema (server/src/wallet/http, type-only). */
export type { SandboxBankState } from '@server/wallet/http/wallet-answers.schema';
import type { SandboxBankState } from '@server/wallet/http/wallet-answers.schema';

export type SandboxBankControl = {
  closed?: boolean | null;
  fail_next?: string | null;
  external_holdings?: { user_id: string; amount: number; realty?: number; borrowers?: Record<string, number> };
};

export const BANK_FAIL_CODES = ['bank_closed', 'seyfert_error', '__poll', 'REQUEST_HAS_TIME_OUT', 'CHECK_BNK_NM_DENIED', 'BNK_NM_COULD_NOT_BE_VERIFIED', 'BNK_NM_NEED_REVIEW'] as const;

export const sandboxBankKey = ['admin', 'sandbox-bank'] as const;

/** GET /admin/sandbox/bank (sandbox only): open or in maintenance, and what the next call will do. */
export const getSandboxBank = (signal?: AbortSignal) => api.get<SandboxBankState>('/admin/sandbox/bank', undefined, signal);

export const sandboxBankQueryOptions = () => queryOptions({ queryKey: sandboxBankKey, queryFn: ({ signal }) => getSandboxBank(signal) });

export const useSandboxBank = () => useQuery(sandboxBankQueryOptions());
