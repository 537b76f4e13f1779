/** A decider: pure decide and evolve over a state that starts at initialState(). */
export interface Decider<C, E, S> {
  decide(command: C, state: S): E[];
  evolve(state: S, event: E): S;
  initialState(): S;
}
