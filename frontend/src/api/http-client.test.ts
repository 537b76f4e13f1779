import { describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { server } from '../test/server';
import { httpRequest } from './http-client';
import { ProductError } from './product-error';

const failure = async (promise: Promise<unknown>): Promise<ProductError> => {
  try {
    await promise;
  } catch (error) {
    return error as ProductError;
  }
  throw new Error('expected a failure');
};

describe('http client', () => {
  it('when a GET has a query, then it is serialised onto the path and JSON is parsed', async () => {
    server.use(
      http.get('/rest/x', ({ request }) => HttpResponse.json({ search: new URL(request.url).search })),
    );
    const { data } = await httpRequest({
      path: '/rest/x',
      query: { a: 'b c', list: [1, 2], none: undefined },
    });
    expect(data).toEqual({ search: '?a=b+c&list=1&list=2' });
  });

  it('when a POST carries an object, then it is sent as JSON', async () => {
    server.use(
      http.post('/rest/x', async ({ request }) =>
        HttpResponse.json({ type: request.headers.get('content-type'), body: await request.json() }),
      ),
    );
    const { data } = await httpRequest({ method: 'POST', path: '/rest/x', body: { a: 1 } });
    expect(data).toEqual({ type: 'application/json', body: { a: 1 } });
  });

  it('when a POST carries form data, then it is sent raw', async () => {
    server.use(
      http.post('/rest/upload', async ({ request }) => {
        const form = await request.formData();
        return HttpResponse.json({
          type: request.headers.get('content-type')?.split(';')[0],
          name: form.get('name'),
        });
      }),
    );
    const form = new FormData();
    form.set('name', 'portrait');
    const { data } = await httpRequest({ method: 'POST', path: '/rest/upload', body: form });
    expect(data).toEqual({ type: 'multipart/form-data', name: 'portrait' });
  });

  it('when a DELETE is sent, then the method is DELETE', async () => {
    server.use(http.delete('/rest/x/1', () => new HttpResponse(null, { status: 204 })));
    const { data, status } = await httpRequest({ method: 'DELETE', path: '/rest/x/1' });
    expect([data, status]).toEqual([null, 204]);
  });

  it('when the answer is text or binary, then it is parsed by its content type', async () => {
    server.use(
      http.get('/rest/text', () => HttpResponse.text('plain words')),
      http.get(
        '/rest/bytes',
        () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    expect((await httpRequest({ path: '/rest/text' })).data).toBe('plain words');
    const blob = (await httpRequest<Blob>({ path: '/rest/bytes' })).data;
    expect(blob.size).toBe(3);
    expect(blob.type).toBe('image/png');
  });

  it('when the answer is not OK and has no error field, then it fails with the status text', async () => {
    server.use(
      http.get('/rest/x', () => new HttpResponse('gateway down', { status: 502, statusText: 'Bad Gateway' })),
    );
    const error = await failure(httpRequest({ path: '/rest/x' }));
    expect(error).toBeInstanceOf(ProductError);
    expect([error.message, error.status]).toEqual(['Bad Gateway', 502]);
  });

  it('when a body has an error field, then it fails as a product error even with status 200', async () => {
    server.use(http.get('/rest/x', () => HttpResponse.json({ error: 'forbidden', error_msg: 'No entry' })));
    const error = await failure(httpRequest({ path: '/rest/x' }));
    expect([error.type, error.message, error.status]).toEqual(['forbidden', 'No entry', 200]);
  });

  it('when the server says Bad Session, then the error is not-signed-in', async () => {
    server.use(
      http.get('/rest/x', () =>
        HttpResponse.json({ error: 'not-signed-in', error_msg: 'Bad Session' }, { status: 401 }),
      ),
    );
    expect((await failure(httpRequest({ path: '/rest/x' }))).type).toBe('not-signed-in');
  });

  it('when the network fails, then it fails as a product error', async () => {
    server.use(http.get('/rest/x', () => HttpResponse.error()));
    expect((await failure(httpRequest({ path: '/rest/x' }))).type).toBe('network-error');
  });
});
