// A fetch stub for the invest flows' tests: answers a ticket, records each POST /api/investments
// body, and refuses it as the server does when `refuse` names a fail code (with the item's product).
import type { InvestRequest } from '@server/investing/http/investing-requests.schema';
import { jsonResponse } from './test-utils';

export type { InvestRequest };

export function investFetch(routes: Record<string, unknown>, refuse?: { fail_code: string; product_id: string }) {
  const sent: InvestRequest[] = [];
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/invest_tickets') return jsonResponse(201, { ticket: `t-${sent.length}`, expires_at: '2026-12-01T00:00:00Z' });
    if (url === '/api/investments' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as InvestRequest;
      sent.push(body);
      if (refuse) return jsonResponse(400, { ...refuse, message: '' });
      return jsonResponse(201, { investments: body.items.map((i, k) => ({ id: `i${k}`, product_id: i.product_id, amount: i.amount, status: 'placed' })), balance: 0 });
    }
    const path = url.split('?')[0]!;
    if (path in routes) return jsonResponse(200, routes[path]);
    return jsonResponse(404, { fail_code: 'not_found', message: '' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { sent, fetchMock };
}
