// Test helpers for screens tested alone: providers and a router around a component, and a fetch
// stub that answers by "METHOD /path" and records every write it was sent.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { AppProviders } from '@/app/providers';
import { jsonResponse } from './test-utils';

export const renderAlone = (node: ReactNode) =>
  render(
    <AppProviders>
      <MemoryRouter>{node}</MemoryRouter>
    </AppProviders>,
  );

/** Answers 200 with `answers["GET /api/…"]` (404 not_found for anything else); returns the writes seen. */
export function serveAnswers(answers: Record<string, unknown>) {
  const writes: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0]!;
    const method = init?.method ?? 'GET';
    if (method !== 'GET') writes.push({ url: path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${path}`];
    if (answer === undefined) return jsonResponse(404, { fail_code: 'not_found', message: '' });
    return method === 'DELETE' ? jsonResponse(204, undefined) : jsonResponse(200, answer);
  }) as unknown as typeof fetch;
  return writes;
}
