// A read model written as one handler per event of a union, each reading its own event's data:
// every field is typed, and the compiler sees an event the map forgot. The one call that picks an
// event's handler is here, so no read model casts an event to reach it.
import type { EventOf } from '../decider';

/** The data of each event of the union `E`, by its type name. */
export type DataByType<E extends EventOf> = { [V in E as V['type']]: V['data'] };

/** One handler per event of `E`: its data first, then what every handler of the map is given. */
export type HandlerPerEvent<E extends EventOf, Args extends unknown[], R> = {
  [T in keyof DataByType<E>]: (data: DataByType<E>[T], ...args: Args) => R;
};

/** The function that hands each event of `E` to its handler in `handlers`. */
export function eventHandlers<E extends EventOf, Args extends unknown[], R>(
  handlers: HandlerPerEvent<E, Args, R>,
): <T extends keyof DataByType<E>>(event: { type: T; data: DataByType<E>[T] }, ...args: Args) => R {
  return (event, ...args) => handlers[event.type](event.data, ...args);
}
