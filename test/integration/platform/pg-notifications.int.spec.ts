// A notification this process sends and must act on before it answers (a replay dropping the
// copies its API process keeps): publishAndWitness returns only once this process's listener has
// delivered it to the channel's subscribers, every time; and it does not wait for a listener that
// is not there.
import { PgNotifications } from '../../../server/src/shared/database/pg-notifications';
import { startTestApp, TestApp } from '../../support/test-app';

describe('a notification witnessed by its own process', () => {
  let t: TestApp;
  const received: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({ worker: false });
    const notifications = t.app.get(PgNotifications);
    notifications.subscribe('witness_probe', { onPayload: (payload) => received.push(payload) });
    expect(await notifications.listen()).toBe(true);
  });
  afterAll(() => t?.close());

  it('has reached the subscribers when it returns, each of fifty times', async () => {
    const notifications = t.app.get(PgNotifications);
    for (let i = 0; i < 50; i += 1) {
      await notifications.publishAndWitness('witness_probe', `tag-${i}`, 5_000);
      expect(received.at(-1)).toBe(`tag-${i}`);
    }
  });

  it('does not wait on a channel this process does not follow', async () => {
    const startedMs = Date.now();
    await t.app.get(PgNotifications).publishAndWitness('nobody_listens_here', 'tag', 5_000);
    expect(Date.now() - startedMs).toBeLessThan(4_000);
  });
});
