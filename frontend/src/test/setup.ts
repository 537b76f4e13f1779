/** Jest set-up for the frontend (jsdom): browser globals, jest-dom matchers, the mocked network. */
import './jsdom-globals';
import '@testing-library/jest-dom/jest-globals';
import { afterAll, afterEach, beforeAll, expect } from '@jest/globals';
import { configure } from '@testing-library/react';
import { server, takeUnhandledRequests } from './server';

// Route modules load lazily; on a busy machine (two jest workers, browsers, servers on two cores)
// the first load of a chunk and its first render can take several seconds.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  const unhandled = takeUnhandledRequests();
  // An unmocked request fails the test that made it.
  expect(unhandled).toEqual([]);
});
afterAll(() => server.close());
