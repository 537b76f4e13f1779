import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Read-your-writes: the highest event position any command answer carried. */
export interface ConsistencyState {
  position: number | null;
}

const initialState: ConsistencyState = { position: null };

export const consistencySlice = createSlice({
  name: 'consistency',
  initialState,
  reducers: {
    positionObserved(state, action: PayloadAction<number>) {
      if (
        Number.isSafeInteger(action.payload) &&
        (state.position === null || action.payload > state.position)
      ) {
        state.position = action.payload;
      }
    },
  },
});

export const { positionObserved } = consistencySlice.actions;
