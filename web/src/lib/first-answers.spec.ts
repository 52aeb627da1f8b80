// Proves a landing page's first answers stand in for the first GET of their exact URL only, once
// each, then the server is asked; a page without them, or with a block that does not parse, fetches.
import { jsonResponse } from '@/test/test-utils';

function pageCarrying(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'first-answers';
  block.textContent = text;
  document.head.appendChild(block);
}

describe('first answers', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    jest.resetModules();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    document.getElementById('first-answers')?.remove();
  });

  it('answers the first GET of a carried URL from the page, the next one from the server', async () => {
    pageCarrying(JSON.stringify([['/api/products?status=funding&page=1&size=3', { items: [], page: 1 }]]));
    const { apiRequest } = await import('./api-client');
    await expect(apiRequest('/products', { query: { status: 'funding', page: 1, size: 3 } })).resolves.toEqual({ items: [], page: 1 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('first-answers')).toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { items: [{ id: 'p' }], page: 1 }));
    await expect(apiRequest('/products', { query: { status: 'funding', page: 1, size: 3 } })).resolves.toEqual({ items: [{ id: 'p' }], page: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the server for any other URL (another page of the list)', async () => {
    pageCarrying(JSON.stringify([['/api/products?page=1&size=12', { items: [] }]]));
    const { apiRequest } = await import('./api-client');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { items: ['second'] }));
    await expect(apiRequest('/products', { query: { page: 2, size: 12 } })).resolves.toEqual({ items: ['second'] });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/products?page=2&size=12');
  });

  it('fetches when the block does not parse', async () => {
    pageCarrying('[["/api/stats", {');
    const { apiRequest } = await import('./api-client');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: 1 }));
    await expect(apiRequest('/stats')).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
