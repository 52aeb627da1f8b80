// given(events).when(command).then(events | failCode) for decider unit tests.
import { DomainError } from '../errors/domain-error';
import { Decider, EventOf, fold } from '../decider';

export function deciderSpec<C, E extends EventOf, S>(decider: Decider<C, E, S>) {
  return {
    given(events: E[]) {
      const state = fold(decider.evolve, decider.initialState(), events);
      return {
        when(command: C) {
          const run = (): E[] => decider.decide(command, state);
          return {
            then(expected: E[]): void {
              expect(run()).toEqual(expected);
            },
            thenFails(failCode: string): void {
              let caught: unknown;
              try {
                run();
              } catch (error) {
                caught = error;
              }
              expect(caught).toBeInstanceOf(DomainError);
              expect((caught as DomainError).failCode).toBe(failCode);
            },
            events: run,
          };
        },
      };
    },
  };
}
