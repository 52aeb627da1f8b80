// The mail relay's queue (migrations/1763801200000): every notification written, by any insert
// path and only when it is written (a cause's second write does nothing), waits in the queue; two
// relays draining at once mail each exactly once and empty it; marketing for an investor whose
// consent is withdrawn is not mailed but leaves the queue; the notifications themselves are not
// written again by the relay.
import { MailRelay, writeNotifications } from '../../../server/src/notifications';
import { startTestApp, TestApp } from '../../support/test-app';
import { signUp } from '../../support/users';

describe('the mail relay and its queue', () => {
  let t: TestApp;
  let investors: { id: string; email: string }[];
  beforeAll(async () => {
    t = await startTestApp({ worker: false });
    investors = [];
    for (let i = 0; i < 2; i += 1) {
      const { user, email } = await signUp(t.client());
      investors.push({ id: user.id, email });
    }
  });
  afterAll(() => t?.close());

  const queued = async (): Promise<number> => (await t.dataSource.query(`SELECT count(*)::int AS n FROM notification_mail_queue`))[0].n;
  const mailsTo = async (email: string): Promise<string[]> =>
    (await t.dataSource.query(`SELECT subject FROM mail_outbox WHERE to_address = $1 ORDER BY subject`, [email])).map((r: { subject: string }) => r.subject);

  it('mails every notification written exactly once, by two relays at once, and empties the queue', async () => {
    const relay = t.app.get(MailRelay);
    await relay.drain();
    const before = await Promise.all(investors.map((i) => mailsTo(i.email)));
    const notifications = investors.flatMap((investor, n) => Array.from({ length: 3 }, (_, k) => ({
      userId: investor.id, kind: 'deposit_credited' as const, sourceId: `mail-relay-probe:${n}:${k}`, title: `입금 안내 ${n}-${k}`, body: '예치금이 입금되었습니다.', link: null,
    })));
    expect(await writeNotifications(t.dataSource, notifications)).toBe(6);
    // The same causes again: nothing new is written, nor queued.
    expect(await writeNotifications(t.dataSource, notifications)).toBe(0);
    const written: { id: string; xmin: string }[] = await t.dataSource.query(`SELECT id, xmin::text AS xmin FROM notifications WHERE source_id LIKE 'mail-relay-probe:%' ORDER BY id`);
    expect(written).toHaveLength(6);
    expect(await queued()).toBeGreaterThanOrEqual(6);

    await Promise.all([relay.drain(), relay.drain()]);
    expect(await queued()).toBe(0);
    for (const [n, investor] of investors.entries()) {
      const added = (await mailsTo(investor.email)).filter((subject) => subject.includes(`입금 안내 ${n}-`));
      expect({ n, added }).toEqual({ n, added: [0, 1, 2].map((k) => `[온다리펀딩] 입금 안내 ${n}-${k}`) });
    }
    expect((await Promise.all(investors.map((i) => mailsTo(i.email)))).flat().length).toBe(before.flat().length + 6);
    // The relay wrote the mails and the queue only, never the notifications again.
    expect(await t.dataSource.query(`SELECT id, xmin::text AS xmin FROM notifications WHERE source_id LIKE 'mail-relay-probe:%' ORDER BY id`)).toEqual(written);
  });

  it('takes marketing for an investor without consent off the queue without mailing it', async () => {
    const [investor] = investors;
    await t.dataSource.query(
      `INSERT INTO marketing_consents (user_id, consented, changed_at) VALUES ($1, false, now())
       ON CONFLICT (user_id) DO UPDATE SET consented = false, changed_at = now()`, [investor.id],
    );
    // Written as it stood when consent was given (the outbox checks consent at writing too).
    await t.dataSource.query(
      `INSERT INTO notifications (user_id, kind, category, title, body, link, source_id, created_at)
       VALUES ($1, 'product_opened', 'marketing', '새 상품 안내', '모집이 시작되었습니다.', NULL, 'mail-relay-probe:marketing', now())`, [investor.id],
    );
    expect(await queued()).toBe(1);
    await t.app.get(MailRelay).drain();
    expect(await queued()).toBe(0);
    expect(await mailsTo(investor.email)).not.toContain('[온다리펀딩] 새 상품 안내');
  });
});
