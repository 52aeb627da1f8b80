// Sessions an API process resolved a moment ago, for the investors' main reads only
// (the routes marked @FastRead, app/fast-reads.ts): each of those is one indexed read, and the session's own lookup was a
// second round trip before it. An entry serves for at most 5 seconds, and goes at once when the
// session ends here (logout, password change: SessionStore drops it) or anywhere (the
// `session_changed` notification a trigger sends when a session row is deleted or its user's
// role, type, verification, name or email changes, migration 1763801100001). While the process's
// listener is not connected nothing is kept. Every other route resolves its session afresh, and so
// does every read when a replica is configured: the session's last write position decides where
// its reads may go, and only the session row knows it.
import type { ResolvedSession } from './session-store';

export const SESSION_CHANNEL = 'session_changed';
const KEEP_MS = 5_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  session: ResolvedSession;
  /** When it may no longer be served without a lookup. */
  until: number;
}

export class RecentSessions {
  private readonly entries = new Map<string, Entry>();
  /** Moves at every drop: a lookup that began before one is not kept (it may have read a session since ended). */
  private generation = 0;

  /** Taken before a lookup, given back to keep(). */
  mark(): number {
    return this.generation;
  }

  /** The session as resolved less than KEEP_MS ago, if still live at `now` (idle and absolute limits as SessionStore checks them). */
  get(sid: string, now: number): ResolvedSession | undefined {
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (entry.until > now) return entry.session;
    this.entries.delete(sid);
    return undefined;
  }

  /** Keeps a session just resolved; `liveUntil` is when it would lapse (idle or absolute), whichever is first. */
  keep(sid: string, session: ResolvedSession, now: number, liveUntil: number, mark: number): void {
    if (mark !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(sid, { session, until: Math.min(now + KEEP_MS, liveUntil) });
  }

  drop(sid: string): void {
    this.generation += 1;
    this.entries.delete(sid);
  }

  dropUser(userId: string): void {
    this.generation += 1;
    for (const [sid, entry] of this.entries) if (entry.session.user.id === userId) this.entries.delete(sid);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
