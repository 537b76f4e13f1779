import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Spec section 4: a member found banned (a `banned` error from any call, or their status reading
 * banned) leaves for the banned page with the reason. The base query notes it here; the app frame
 * clears the cache and goes there.
 */
export interface BannedState {
  /** The ban's reason once a call found the member banned; null otherwise. */
  reason: string | null;
}

const initialState: BannedState = { reason: null };

export const bannedSlice = createSlice({
  name: 'banned',
  initialState,
  reducers: {
    bannedFound(state, action: PayloadAction<string>) {
      state.reason = action.payload;
    },
    bannedHandled(state) {
      state.reason = null;
    },
  },
});

export const { bannedFound, bannedHandled } = bannedSlice.actions;

/** The sign-in calls answer `banned` to their own form, which shows the banned page itself. */
const ownFlow = (url: string) => url.startsWith('/rest/signin/');

/** The reason when this answer shows the member banned: a `banned` error, or their status. */
export const banFoundIn = (
  url: string,
  outcome: { data?: unknown; error?: { type: string; message: string } },
): string | null => {
  if (ownFlow(url)) return null;
  if (outcome.error?.type === 'banned') return outcome.error.message;
  if (url === '/rest/user/status') {
    const status = outcome.data as { status?: unknown; banReason?: unknown } | null;
    if (status?.status === 'banned') return typeof status.banReason === 'string' ? status.banReason : '';
  }
  return null;
};
