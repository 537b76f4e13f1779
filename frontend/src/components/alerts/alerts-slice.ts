import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type AlertSeverity = 'error' | 'warning' | 'info' | 'success';

/** An alert (spec section 3): id, severity, message, timeout (ms; null stays until dismissed). */
export interface AlertItem {
  id: string;
  severity: AlertSeverity;
  message: string;
  title?: string;
  timeout: number | null;
}

/** Success and info alerts dismiss themselves after 5000 ms by default (spec section 9). */
export const successAlertTimeoutMs = 5000;

export const defaultAlertTimeout = (severity: AlertSeverity): number | null =>
  severity === 'success' || severity === 'info' ? successAlertTimeoutMs : null;

export interface AlertsState {
  items: AlertItem[];
}

const initialState: AlertsState = { items: [] };

export const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    alertShown: {
      reducer(state, action: PayloadAction<AlertItem>) {
        state.items.push(action.payload);
      },
      prepare(alert: Omit<AlertItem, 'id' | 'timeout'> & { timeout?: number | null }) {
        return {
          payload: {
            ...alert,
            id: nanoid(),
            timeout: alert.timeout === undefined ? defaultAlertTimeout(alert.severity) : alert.timeout,
          },
        };
      },
    },
    alertDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((alert) => alert.id !== action.payload);
    },
  },
  selectors: {
    selectAlerts: (state) => state.items,
  },
});

export const { alertShown, alertDismissed } = alertsSlice.actions;
export const { selectAlerts } = alertsSlice.selectors;
