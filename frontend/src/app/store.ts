import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { bannedSlice } from '../api/banned-slice';
import { baseApi, type StoreExtra } from '../api/base-api';
import { consistencySlice } from '../api/consistency-slice';
import { alertsSlice } from '../components/alerts/alerts-slice';

const rootReducer = combineSlices(baseApi, consistencySlice, alertsSlice, bannedSlice);

export type RootState = ReturnType<typeof rootReducer>;

export const makeStore = (preloadedState?: Partial<RootState>, extra: StoreExtra = {}) => {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
    preloadedState,
  });
  setupListeners(store.dispatch);
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
