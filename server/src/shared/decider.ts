// A pure decider (emmett style): decide(command, state) → events or a DomainError;
// evolve(state, event) → state. No I/O; time arrives inside the command.
export interface EventOf<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface Decider<Command, Event extends EventOf, State> {
  initialState: () => State;
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
}

export function fold<Event, State>(evolve: (s: State, e: Event) => State, initial: State, events: readonly Event[]): State {
  return events.reduce(evolve, initial);
}
