import { it, expect } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
it('probe', async () => {
  const server = setupServer(http.get('http://localhost/rest/x', () => HttpResponse.json({ a: 1 })));
  server.listen({ onUnhandledRequest: 'error' });
  const r = await fetch('http://localhost/rest/x');
  console.log(await r.json());
  const bq = fetchBaseQuery({ baseUrl: '/' });
  const ac = new AbortController();
  const res = await bq('rest/x', { signal: ac.signal, dispatch: () => {}, getState: () => ({}), abort: () => {}, extra: undefined, endpoint: 'x', type: 'query' } as never, {});
  console.log(JSON.stringify(res));
  const res2 = await bq('rest/y', { signal: ac.signal, dispatch: () => {}, getState: () => ({}), abort: () => {}, extra: undefined, endpoint: 'x', type: 'query' } as never, {});
  console.log(JSON.stringify(res2));
  server.close();
  expect(1).toBe(1);
});
