import { notificationPayloads, outcomeView, RecordedOutcome } from './command-outcomes';

const placed = (i: number): RecordedOutcome => ({
  commandId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  status: 'succeeded',
  result: { investments: [{ id: `inv-${i}`, amount: 10_000, status: 'placed' }], balance: 0 },
});

describe('outcome notifications', () => {
  it('carry the outcomes themselves, split so that no payload reaches PostgreSQL limit of 8,000 bytes', () => {
    const outcomes = [
      ...Array.from({ length: 150 }, (_, i) => placed(i)),
      { commandId: 'refused-1', status: 'failed', failCode: 'exceed_amount_limit', message: '모집 가능 금액을 초과했습니다.', details: { product_id: 'p-1' } } as RecordedOutcome,
    ];
    const payloads = notificationPayloads(outcomes);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    const delivered = payloads.flatMap((p) => JSON.parse(p));
    expect(delivered).toEqual(outcomes.map(outcomeView));
    expect(delivered[150]).toEqual({ command_id: 'refused-1', status: 'failed', fail_code: 'exceed_amount_limit', message: '모집 가능 금액을 초과했습니다.', details: { product_id: 'p-1' } });
  });

  it('send an outcome too large for a payload as its bare id, for the waiter to read', () => {
    const huge: RecordedOutcome = { commandId: 'huge-1', status: 'succeeded', result: { text: '가'.repeat(4_000) } };
    const payloads = notificationPayloads([placed(1), huge, placed(2)]);
    const delivered = payloads.flatMap((p) => JSON.parse(p));
    expect(delivered).toEqual([outcomeView(placed(1)), 'huge-1', outcomeView(placed(2))]);
  });
});
