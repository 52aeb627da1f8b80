// An API process's copies of per-investor answers that are costly to read (the schedule's hundreds
// of rows, the first page of wallet lines), each for one version of what it was read from: a log
// position the read model moves whenever the answer's rows change, read by the caller at each
// request with one indexed lookup. A copy is served only for the version the request just read,
// so it is never older than the rows; a missing or older copy is read again by `fill`, which
// reads the version with the rows (one statement, one snapshot) so the copy is of exactly that
// version. Requests for one investor that arrive together share a read started for their version
// (or a later one) and still check what it found.
//
// The one change a version does not show is a replay repairing rows in place (the versions stay
// as the log gives them): a replay announces itself on the projections_replayed channel and the
// copies of its projection are dropped (copiesFollowing). While this process's listener is down nothing is
// kept or served. Bounded in bytes, least recently used out first.
import { LRUCache } from 'lru-cache';
import { PgNotifications } from '../database/pg-notifications';
import { PROJECTIONS_REPLAYED_CHANNEL } from '../projections/replay-notice';

const DEFAULT_BUDGET_BYTES = 64 * 1024 * 1024;

export interface Versioned<T> {
  /** A bigint as text: later versions are greater. */
  version: string;
  value: T;
  /** What the copy counts against the budget: a positive whole number (lru-cache refuses anything else). */
  bytes: number;
}

/** Whether version `a` comes before `b` (bigint texts). */
export function isBefore(a: string, b: string): boolean {
  return BigInt(a) < BigInt(b);
}

export class VersionedCopies<T> {
  /** Least recently served out first past the byte budget; a copy larger than the whole budget is not kept. */
  private readonly copies: LRUCache<string, Versioned<T>>;
  /** Reads under way, with the version the request that started each had read. */
  private readonly filling = new Map<string, { forVersion: string; read: Promise<Versioned<T> | null> }>();
  /** Moves at every clear(): a read that began before one is not kept. */
  private generation = 0;

  constructor(
    budgetBytes = DEFAULT_BUDGET_BYTES,
    /** Whether copies may be kept and served now. */
    private readonly trusted: () => boolean = () => true,
  ) {
    this.copies = new LRUCache({ maxSize: budgetBytes, sizeCalculation: (copy) => copy.bytes });
  }

  /**
   * The copy for `key` at `version` or later: the one held, else `fill`'s (null: nothing to
   * keep, or copies are not to be trusted now; the caller reads as it would without copies).
   */
  async get(key: string, version: string, fill: () => Promise<Versioned<T> | null>): Promise<T | null> {
    if (!this.trusted()) return null;
    // Only a copy that is served counts as used.
    if (this.copies.peek(key)?.version === version) return this.copies.get(key)!.value;
    const pending = this.filling.get(key);
    const shared = pending && !isBefore(pending.forVersion, version) ? await pending.read : null;
    if (shared && !isBefore(shared.version, version)) return shared.value;
    return (await this.fill(key, version, fill))?.value ?? null;
  }

  clear(): void {
    this.generation += 1;
    this.copies.clear();
  }

  get size(): { copies: number; bytes: number } {
    return { copies: this.copies.size, bytes: this.copies.calculatedSize };
  }

  private fill(key: string, forVersion: string, read: () => Promise<Versioned<T> | null>): Promise<Versioned<T> | null> {
    const generation = this.generation;
    const filled = read()
      .then((copy) => {
        if (copy && generation === this.generation && this.trusted()) this.put(key, copy);
        return copy;
      })
      .finally(() => {
        if (this.filling.get(key)?.read === filled) this.filling.delete(key);
      });
    this.filling.set(key, { forVersion, read: filled });
    return filled;
  }

  /** Keeps `copy` unless a later one is held (two reads of one key may finish in either order). */
  private put(key: string, copy: Versioned<T>): void {
    const held = this.copies.peek(key);
    if (held && isBefore(copy.version, held.version)) return;
    this.copies.set(key, copy);
  }
}

/** Copies of answers read from `projection`'s tables: dropped when it is replayed or the listener is lost, neither kept nor served while it is down. */
export function copiesFollowing<T>(notifications: PgNotifications, projection: string, budgetBytes?: number): VersionedCopies<T> {
  const copies = new VersionedCopies<T>(budgetBytes, () => {
    if (notifications.listening) return true;
    void notifications.listen();
    return false;
  });
  notifications.subscribe(PROJECTIONS_REPLAYED_CHANNEL, {
    onPayload: (replayed) => {
      if (replayed === projection) copies.clear();
    },
    onLost: () => copies.clear(),
  });
  return copies;
}
