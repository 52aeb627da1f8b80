// Proves the kept sessions: served until 5 seconds after the lookup or the session's own lapse,
// whichever is first; dropped by session and by user; and a lookup that began before a drop is
// not kept (it may have read a session that has ended since).
import { RecentSessions } from './recent-sessions';
import type { ResolvedSession } from './session-store';

const session = (userId: string, sid: string): ResolvedSession => ({
  csrfToken: 'c', writeLsn: null,
  user: { id: userId, email: `${userId}@example.com`, name: '투자자', role: 'investor', investorType: 'general', identityVerified: true, sessionId: sid },
});

describe('recent sessions', () => {
  it('serves a session for 5 seconds, or until it would lapse if sooner', () => {
    const recent = new RecentSessions();
    recent.keep('a', session('u1', 'a'), 1_000, 1_000_000, recent.mark());
    recent.keep('b', session('u2', 'b'), 1_000, 3_000, recent.mark());
    expect(recent.get('a', 5_999)?.user.id).toBe('u1');
    expect(recent.get('a', 6_000)).toBeUndefined();
    expect(recent.get('b', 2_999)?.user.id).toBe('u2');
    expect(recent.get('b', 3_000)).toBeUndefined();
  });

  it('drops a session, every session of a user, or all', () => {
    const recent = new RecentSessions();
    for (const [sid, user] of [['a', 'u1'], ['b', 'u1'], ['c', 'u2']]) recent.keep(sid, session(user, sid), 0, 10_000, recent.mark());
    recent.drop('c');
    expect(recent.get('c', 1)).toBeUndefined();
    expect(recent.get('a', 1)).toBeDefined();
    recent.dropUser('u1');
    expect([recent.get('a', 1), recent.get('b', 1)]).toEqual([undefined, undefined]);
    recent.keep('d', session('u3', 'd'), 0, 10_000, recent.mark());
    recent.clear();
    expect(recent.get('d', 1)).toBeUndefined();
  });

  it('does not keep what a lookup found when a drop came while it ran', () => {
    const recent = new RecentSessions();
    const mark = recent.mark();
    recent.dropUser('someone-else');
    recent.keep('a', session('u1', 'a'), 0, 10_000, mark);
    expect(recent.get('a', 1)).toBeUndefined();
    recent.keep('a', session('u1', 'a'), 0, 10_000, recent.mark());
    expect(recent.get('a', 1)).toBeDefined();
  });
});
