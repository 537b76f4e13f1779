import { type Decider } from '../event-sourcing/decider.js';
import { DomainError, type ErrorCode } from '../errors/errors.js';

// Keys sorted, so two equal objects print the same whatever the order they were built in.
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

/**
 * `given(events).when(command).then(events)` or `.thenThrows(code)`: no test framework needed,
 * a failed expectation throws with both sides printed.
 */
export const deciderSpec =
  <C, E, S>(decider: Decider<C, E, S>) =>
  (given: readonly E[]) => ({
    when: (command: C) => {
      const decide = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        then(expected: readonly E[]): void {
          const actual = decide();
          if (canonical(actual) !== canonical(expected)) {
            throw new Error(
              `Expected events\n  ${canonical(expected)}\nbut the decider gave\n  ${canonical(actual)}`,
            );
          }
        },
        thenThrows(code: ErrorCode): void {
          let events: E[];
          try {
            events = decide();
          } catch (error) {
            if (error instanceof DomainError && error.code === code) return;
            throw new Error(
              `Expected a ${code} refusal but got ${error instanceof DomainError ? error.code : String(error)}`,
            );
          }
          throw new Error(`Expected a ${code} refusal but the decider gave ${canonical(events)}`);
        },
      };
    },
  });
