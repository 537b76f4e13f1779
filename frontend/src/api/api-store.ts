import { type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';

/**
 * What route loaders need of the store: dispatching the api's requests. The app's store is
 * one; loaders take this rather than the app's type, so nothing below the app imports it.
 */
export interface ApiStore {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
}
