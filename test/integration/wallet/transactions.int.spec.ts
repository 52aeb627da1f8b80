// Proves GET /wallet/transactions: docs/api.md line shapes, type and period filters, cursor paging
// without gaps or repeats, and that an investor only ever sees their own lines.
import { startTestApp, TestApp } from '../../support/test-app';
import { deposit, investor, registerWithdrawAccount, withdraw } from './wallet-fixtures';

describe('wallet transactions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('pages newest first with a cursor, every line once', async () => {
    const inv = await investor(t);
    for (let i = 1; i <= 7; i += 1) await deposit(inv, i * 10_000);
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const res: { body: { items: { amount: number }[]; next_cursor: string | null } } = await inv.client.get(`/api/wallet/transactions?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...res.body.items.map((i) => i.amount));
      cursor = res.body.next_cursor;
      if (!cursor) break;
    }
    expect(seen).toEqual([70_000, 60_000, 50_000, 40_000, 30_000, 20_000, 10_000]);
  });

  it('filters by type and period (Korea-time dates or instants)', async () => {
    const inv = await investor(t);
    await registerWithdrawAccount(inv);
    await deposit(inv, 100_000);
    await withdraw(inv, 30_000);
    const all = (await inv.client.get('/api/wallet/transactions')).body.items;
    expect(all).toEqual([
      { id: expect.any(String), at: expect.any(String), type: 'withdrawal', amount: -30_000, held_change: 0, balance_after: 70_000, memo: expect.any(String) },
      { id: expect.any(String), at: expect.any(String), type: 'deposit', amount: 100_000, held_change: 0, balance_after: 100_000, memo: expect.any(String) },
    ]);
    expect((await inv.client.get('/api/wallet/transactions?type=deposit')).body.items.map((i: { type: string }) => i.type)).toEqual(['deposit']);
    expect((await inv.client.get('/api/wallet/transactions?type=deposit,withdrawal')).body.items).toHaveLength(2);
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    expect((await inv.client.get(`/api/wallet/transactions?from=${today}&to=${today}`)).body.items).toHaveLength(2);
    expect((await inv.client.get('/api/wallet/transactions?to=2020-01-01')).body.items).toEqual([]);
    expect((await inv.client.get(`/api/wallet/transactions?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).body.items).toEqual([]);
  });

  it('refuses bad filters with invalid_input', async () => {
    const inv = await investor(t);
    for (const q of ['type=salary', 'from=yesterday', 'limit=0', 'limit=101', 'cursor=%%%']) {
      const res = await inv.client.get(`/api/wallet/transactions?${q}`);
      expect({ q, status: res.status, code: res.body.fail_code }).toEqual({ q, status: 400, code: 'invalid_input' });
    }
  });

  it("never shows another investor's lines, whatever the cursor", async () => {
    const a = await investor(t);
    const b = await investor(t);
    await deposit(a, 11_000);
    await deposit(a, 12_000);
    await deposit(b, 99_000);
    const aLines = (await a.client.get('/api/wallet/transactions?limit=1')).body;
    // b follows a's cursor: still only b's own lines.
    const bWithACursor = (await b.client.get(`/api/wallet/transactions?cursor=${aLines.next_cursor}`)).body.items;
    expect(bWithACursor.every((i: { amount: number }) => i.amount === 99_000)).toBe(true);
    const bAll = (await b.client.get('/api/wallet/transactions?limit=100')).body.items;
    expect(bAll.map((i: { amount: number }) => i.amount)).toEqual([99_000]);
    const [{ owners }] = await t.dataSource.query(`SELECT count(DISTINCT user_id)::int AS owners FROM wallet_transactions WHERE id = ANY($1::uuid[])`, [bAll.map((i: { id: string }) => i.id)]);
    expect(owners).toBe(1);
  });
});
