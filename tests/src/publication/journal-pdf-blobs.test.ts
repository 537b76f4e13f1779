import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { blobKeyOf, openBlobStore } from '@academy/platform';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

jest.setTimeout(60_000);

const pdfBytes = new TextEncoder().encode(
  '%PDF-1.7\n% A PDF whose blob goes missing\ntrailer << >>\n%%EOF\n',
);

let t: TestApp;
let ada: TestMember;

beforeAll(async () => {
  t = await startTestApp({ passwords: fakePasswords });
  ada = await t.member({ firstName: 'Ada', lastName: 'Lovelace', membershipTier: 'member' });
});

afterAll(async () => {
  await t?.close();
});

describe('the Journal over HTTP: a version whose PDF is not in the blob store', () => {
  it('when the blob of a recorded PDF is missing (a crash before it was stored), then its PDF answers 404 not-found, never 500', async () => {
    const form = new FormData();
    form.append(
      'data',
      JSON.stringify({
        title: 'A Paper Whose PDF Went Missing',
        abstract: 'Recorded, then its blob lost.',
        authors: [{ name: 'Ada Lovelace', userID: ada.userID }],
        keywords: ['blobs'],
        body: 'Nothing to see.',
        licence: 'CC-BY-4.0',
      }),
    );
    form.append('pdf', new Blob([pdfBytes], { type: 'application/pdf' }), 'paper.pdf');
    const submitted = await fetch(new URL('/rest/journal/publications', ada.browser.base), {
      method: 'POST',
      headers: { cookie: `academy_session=${ada.browser.session}` },
      body: form,
    });
    const { pubNum, position } = (await submitted.json()) as { pubNum: number; position: number };
    expect(submitted.status).toBe(201);
    await openBlobStore(t.dataDir).delete(blobKeyOf(pdfBytes));
    const pdf = await t.browser().get(`/rest/journal/publications/${pubNum}/versions/1/pdf`, {
      'x-min-position': String(position),
    });
    expect(pdf.status).toBe(404);
    expect(await pdf.json()).toEqual({ error: 'not-found', error_msg: 'This version has no PDF' });
  });
});
