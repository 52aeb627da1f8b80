// One stream of pages handed to several consumers (a rebuild's lanes), each at its own pace: a
// lane whose projections are cheap on these pages runs ahead instead of waiting for the slowest
// at every page, at most MAX_PAGES_AHEAD pages ahead, so memory stays bounded.
import { StoredEvent } from '../event-store/event-store.types';

/** Pages the fastest consumer may be ahead of the slowest (each page in memory until all had it). */
export const MAX_PAGES_AHEAD = 4;

/**
 * Gives every page of `pages`, in order, to every consumer. The first failure (of a consumer or
 * of the read) stops the others before their next page (never in the middle of one) and is
 * thrown once all have stopped.
 * `onPage` is called each time the slowest consumer finishes a page.
 */
export async function fanOut(
  pages: AsyncIterator<StoredEvent[]>,
  consumers: readonly ((page: StoredEvent[]) => Promise<void>)[],
  onPage?: () => void,
  maxAhead = MAX_PAGES_AHEAD,
): Promise<void> {
  const buffered = new Map<number, StoredEvent[]>();
  const consumed = consumers.map(() => 0);
  let fetched = 0;
  let exhausted = false;
  let fetching: Promise<void> | null = null;
  // Set from callbacks: a holder, so the checks below are not narrowed to its initial null.
  const stop: { failure: { error: unknown } | null } = { failure: null };
  let waiting: (() => void)[] = [];
  const notify = () => {
    const wake = waiting;
    waiting = [];
    for (const resolve of wake) resolve();
  };
  const slowest = () => Math.min(...consumed);
  const fetchNext = () => {
    fetching ??= pages.next().then(
      (next) => {
        if (next.done) exhausted = true;
        else buffered.set(fetched++, next.value);
      },
      (error: unknown) => {
        stop.failure ??= { error };
      },
    ).finally(() => {
      fetching = null;
      notify();
    });
    return fetching;
  };

  await Promise.all(consumers.map(async (consume, c) => {
    for (;;) {
      const index = consumed[c];
      while (!stop.failure && index >= fetched && !exhausted) {
        if (index - slowest() >= maxAhead) await new Promise<void>((resolve) => waiting.push(resolve));
        else await fetchNext();
      }
      if (stop.failure || index >= fetched) return;
      try {
        await consume(buffered.get(index)!);
      } catch (error) {
        stop.failure ??= { error };
        notify();
        return;
      }
      const before = slowest();
      consumed[c] = index + 1;
      if (slowest() > before) {
        buffered.delete(before);
        onPage?.();
      }
      notify();
    }
  }));
  if (fetching) await fetching;
  if (stop.failure) throw stop.failure.error;
}
