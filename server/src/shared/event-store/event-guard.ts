// The one place a stored event's type name is taken for its shape. The log is append-only and
// written by our deciders, so an event named like one of a context's events has that event's data;
// a name the context does not know is not its event, and the guard says so instead of mis-typing it.
import type { EventOf } from '../decider';
import { assert } from '../errors/domain-error';
import type { StoredEvent } from './event-store.types';

/** A guard for the events of the union `E`, from the list of its type names (a context's *_EVENT_TYPES). */
export function isEventOf<E extends EventOf>(types: readonly E['type'][]): (event: StoredEvent) => event is StoredEvent<E> {
  const known: ReadonlySet<string> = new Set(types);
  return (event): event is StoredEvent<E> => known.has(event.type);
}

/** The events of a stream that holds only E's (an aggregate's own stream): another name there is a bug, and throws. */
export function onlyEventsOf<E extends EventOf>(isE: (event: StoredEvent) => event is StoredEvent<E>, events: readonly StoredEvent[]): StoredEvent<E>[] {
  return events.map((event) => {
    assert(isE(event), `${event.type} is not an event of ${event.streamId}`);
    return event;
  });
}
