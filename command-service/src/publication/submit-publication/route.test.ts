import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { PUBLICATION_NUMBERS_STREAM, publicationStreamId } from '@academy/domain';
import { commandSpec, metadataAt } from '../../testing/http-spec.js';
import { retryAfterKill, type RetriedAfterKill } from '../../testing/killed-claim.js';
import { member } from '../../testing/members.js';
import { multipart, numberReserved, submission, submittedBy, tinyPdf } from '../publication-spec-support.js';

const spec = commandSpec();

describe('POST /rest/journal/publications', () => {
  it('when a member submits JSON, then 201 with number 1, the number is reserved and version 1 is recorded', async () => {
    const ada = member({ membershipTier: 'member' });
    await spec
      .given(ada.streams)
      .when((req) => req.post('/rest/journal/publications', submission(ada.userID), { as: ada.userID }))
      .then({
        status: 201,
        body: { pubNum: 1, version: 1, position: expect.any(Number) },
        appended: {
          [PUBLICATION_NUMBERS_STREAM]: [
            {
              type: 'PublicationNumberReserved',
              data: expect.objectContaining({ pubNum: 1, by: ada.userID }),
            },
          ],
          [publicationStreamId(1)]: [
            {
              type: 'PublicationSubmitted',
              data: expect.objectContaining({
                pubNum: 1,
                version: 1,
                title: 'On the Shape of Small Things',
                pdf: null,
                submittedBy: ada.userID,
                personal: { authors: submission(ada.userID).authors },
              }),
            },
          ],
        },
      });
  });

  it('when publications exist, then the next submission takes the next number', async () => {
    const ada = member({ membershipTier: 'member' });
    await spec
      .given({
        ...ada.streams,
        [PUBLICATION_NUMBERS_STREAM]: [numberReserved(1, ada.userID), numberReserved(2, ada.userID)],
        [publicationStreamId(1)]: [submittedBy(ada.userID, 1)],
        [publicationStreamId(2)]: [submittedBy(ada.userID, 2)],
      })
      .when((req) => req.post('/rest/journal/publications', submission(ada.userID), { as: ada.userID }))
      .then({ status: 201, body: { pubNum: 3, version: 1, position: expect.any(Number) } });
  });

  it('when a member submits multipart with a PDF, then 201 and the version holds the PDF by its sha256, stored in the blob store', async () => {
    const ada = member({ membershipTier: 'member' });
    const pdf = tinyPdf();
    const { body, headers } = await multipart(submission(ada.userID), pdf);
    const res = await spec
      .given(ada.streams)
      .when((req) => req.post('/rest/journal/publications', body, { as: ada.userID, headers }))
      .then({ status: 201, body: { pubNum: 1, version: 1, position: expect.any(Number) } });
    const data = res.recorded.find((e) => e.type === 'PublicationSubmitted')!.data as {
      pdf: { key: string; size: number };
    };
    expect(data.pdf).toEqual({
      key: expect.stringMatching(/^[0-9a-f]{64}$/),
      size: pdf.length,
      sha256: data.pdf.key,
    });
  });

  it('when the PDF is 30 MB, then 400 naming pdf and nothing is appended', async () => {
    const ada = member({ membershipTier: 'member' });
    const big = new Uint8Array(30 * 1024 * 1024);
    big.set(tinyPdf().subarray(0, 9));
    big.set(new TextEncoder().encode('%%EOF'), big.length - 6);
    const { body, headers } = await multipart(submission(ada.userID), big);
    await spec
      .given(ada.streams)
      .when((req) => req.post('/rest/journal/publications', body, { as: ada.userID, headers }))
      .then({
        status: 400,
        body: expect.objectContaining({
          error: 'validation-failed',
          fields: [expect.objectContaining({ path: 'pdf' })],
        }),
        appended: {},
      });
  });

  it('when the PDF is an executable renamed .pdf, then 400 naming pdf and nothing is appended', async () => {
    const ada = member({ membershipTier: 'member' });
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(64).fill(0)]);
    const { body, headers } = await multipart(submission(ada.userID), elf, 'paper.pdf');
    await spec
      .given(ada.streams)
      .when((req) => req.post('/rest/journal/publications', body, { as: ada.userID, headers }))
      .then({
        status: 400,
        body: expect.objectContaining({
          error: 'validation-failed',
          fields: [{ path: 'pdf', message: expect.stringContaining('executable') }],
        }),
        appended: {},
      });
  });

  it.each([
    ['title', { title: '' }],
    ['title', { title: 'x'.repeat(301) }],
    ['abstract', { abstract: 'x'.repeat(3001) }],
    ['authors', { authors: [] }],
    ['keywords', { keywords: Array.from({ length: 11 }, (_, i) => `k${i}`) }],
    ['body', { body: '   ' }],
    ['licence', { licence: 'WTFPL' }],
  ])('when %s is bad, then 400 naming it and nothing is appended', async (field, overrides) => {
    const ada = member({ membershipTier: 'member' });
    const res = await spec
      .given(ada.streams)
      .when((req) =>
        req.post('/rest/journal/publications', submission(ada.userID, overrides as never), {
          as: ada.userID,
        }),
      )
      .then({ status: 400, appended: {} });
    expect(res.body).toMatchObject({ error: 'validation-failed' });
    expect((res.body as { fields: { path: string }[] }).fields.map((f) => f.path.split('.')[0])).toContain(
      field,
    );
  });

  it('when the first author is not the submitter, then 400 naming authors.0.userID and no number is taken', async () => {
    const ada = member({ membershipTier: 'member' });
    const other = member({ membershipTier: 'member' });
    await spec
      .given({ ...ada.streams, ...other.streams })
      .when((req) => req.post('/rest/journal/publications', submission(other.userID), { as: ada.userID }))
      .then({
        status: 400,
        body: expect.objectContaining({ fields: [expect.objectContaining({ path: 'authors.0.userID' })] }),
        appended: {},
      });
  });

  it('when the multipart data part is not JSON, then 400 naming data', async () => {
    const ada = member({ membershipTier: 'member' });
    const { body, headers } = await multipart('{not json');
    await spec
      .given(ada.streams)
      .when((req) => req.post('/rest/journal/publications', body, { as: ada.userID, headers }))
      .then({
        status: 400,
        body: expect.objectContaining({ fields: [expect.objectContaining({ path: 'data' })] }),
        appended: {},
      });
  });

  it('when a visitor submits, then 401 not-signed-in and nothing is appended', async () => {
    await spec
      .given({})
      .when((req) => req.post('/rest/journal/publications', submission('x')))
      .then({ status: 401, body: expect.objectContaining({ error: 'not-signed-in' }), appended: {} });
  });

  it('when 20 members submit at once, then they get numbers 1 to 20, each once, with no gap', async () => {
    const members = Array.from({ length: 20 }, () => member({ membershipTier: 'member' }));
    const answers: { status: number; body: unknown }[] = [];
    const res = await spec
      .given(Object.assign({}, ...members.map((m) => m.streams)) as Record<string, never>)
      .when(async (req) => {
        answers.push(
          ...(await Promise.all(
            members.map((m) =>
              req.post('/rest/journal/publications', submission(m.userID), { as: m.userID }),
            ),
          )),
        );
        return answers[0]! as never;
      })
      .then();
    expect(res.appended[PUBLICATION_NUMBERS_STREAM]).toHaveLength(20);
    expect(answers.map((a) => a.status)).toEqual(members.map(() => 201));
    const numbers = answers.map((a) => (a.body as { pubNum: number }).pubNum).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('when another process hands out a number between two submissions, then the second gets the number after it', async () => {
    const ada = member({ membershipTier: 'member' });
    const pubNums: unknown[] = [];
    await spec
      .given(ada.streams)
      .when(async (req) => {
        const first = await req.post('/rest/journal/publications', submission(ada.userID), {
          as: ada.userID,
        });
        const elsewhere = {
          ...numberReserved(2, ada.userID),
          eventId: randomUUID(),
          metadata: metadataAt(new Date()),
        };
        await req.deps.store.append(PUBLICATION_NUMBERS_STREAM, [elsewhere], { expectedVersion: 1 });
        const second = await req.post('/rest/journal/publications', submission(ada.userID), {
          as: ada.userID,
        });
        pubNums.push(first.body.pubNum, second.body.pubNum);
        return second;
      })
      .then({ status: 201 });
    expect(pubNums).toEqual([1, 3]);
  });

  it('when its process died after the submission was recorded (the claim stale, no answer kept), then a retry with the key answers 201 with the same number and appends nothing; the next submission takes the next number', async () => {
    const ada = member({ membershipTier: 'member' });
    let taken: RetriedAfterKill<{ pubNum: number }> | undefined;
    await spec
      .given(ada.streams)
      .when(async (req) => {
        taken = await retryAfterKill(req, (headers) =>
          req.post('/rest/journal/publications', submission(ada.userID), { as: ada.userID, headers }),
        );
        return req.post('/rest/journal/publications', submission(ada.userID), { as: ada.userID });
      })
      .then({ status: 201, body: { pubNum: 2, version: 1, position: expect.any(Number) } });
    expect(taken!.first.body).toEqual({ pubNum: 1, version: 1, position: expect.any(Number) });
    expect([taken!.retry.status, taken!.retry.body]).toEqual([201, taken!.first.body]);
    expect(taken!.appendedByRetry).toBe(0);
  });
});

describe('POST /rest/journal/publications, a long body', () => {
  // 'é' is two bytes of UTF-8: 200,000 of them are 400 KB, four times the 100 KB other routes take.
  const long = (chars: number) => 'é'.repeat(chars);

  it('when the body holds 200,000 characters, then 201 and the version holds all of them', async () => {
    const ada = member({ membershipTier: 'member' });
    const res = await spec
      .given(ada.streams)
      .when((req) =>
        req.post('/rest/journal/publications', submission(ada.userID, { body: long(200_000) }), {
          as: ada.userID,
        }),
      )
      .then({ status: 201, body: { pubNum: 1, version: 1, position: expect.any(Number) } });
    const data = res.recorded.find((e) => e.type === 'PublicationSubmitted')!.data as { body: string };
    expect(data.body).toHaveLength(200_000);
  });

  it('when the body holds 200,001 characters, then 400 naming body and nothing is appended', async () => {
    const ada = member({ membershipTier: 'member' });
    await spec
      .given(ada.streams)
      .when((req) =>
        req.post('/rest/journal/publications', submission(ada.userID, { body: long(200_001) }), {
          as: ada.userID,
        }),
      )
      .then({
        status: 400,
        body: expect.objectContaining({
          error: 'validation-failed',
          fields: [{ path: 'body', message: 'Body is at most 200,000 characters' }],
        }),
        appended: {},
      });
  });

  it('when a multipart data part holds a 200,000-character body, then 201', async () => {
    const ada = member({ membershipTier: 'member' });
    const { body, headers } = await multipart(submission(ada.userID, { body: long(200_000) }), tinyPdf());
    await spec
      .given(ada.streams)
      .when((req) => req.post('/rest/journal/publications', body, { as: ada.userID, headers }))
      .then({ status: 201, body: { pubNum: 1, version: 1, position: expect.any(Number) } });
  });

  it('when the JSON is over 2 MB, then 400 naming (body) in the error body (no 413) and nothing is appended', async () => {
    const ada = member({ membershipTier: 'member' });
    await spec
      .given(ada.streams)
      .when((req) =>
        req.post(
          '/rest/journal/publications',
          submission(ada.userID, { body: 'x'.repeat(2 * 1024 * 1024) }),
          {
            as: ada.userID,
          },
        ),
      )
      .then({
        status: 400,
        body: {
          error: 'validation-failed',
          error_msg: 'The request body is larger than 2 MB',
          fields: [{ path: '(body)', message: 'The request body is larger than 2 MB' }],
        },
        appended: {},
      });
  });

  it('when another route gets a JSON body over 100 KB, then it is still refused with 400 naming (body)', async () => {
    const ada = member({ membershipTier: 'member' });
    await spec
      .given(ada.streams)
      .when((req) =>
        req.post(
          '/rest/admin/journal/publications/1/removal',
          { note: 'x'.repeat(200 * 1024) },
          { as: ada.userID },
        ),
      )
      .then({
        status: 400,
        body: expect.objectContaining({
          fields: [{ path: '(body)', message: 'The request body is larger than 100 KB' }],
        }),
        appended: {},
      });
  });
});

describe('POST /rest/journal/publications, the tier', () => {
  it('when the member’s tier does not grant journal-submit, then 403 insufficient-membership-tier and nothing is appended', async () => {
    const associate = member({ membershipTier: 'associate' });
    await spec
      .given(associate.streams)
      .when((req) =>
        req.post('/rest/journal/publications', submission(associate.userID), { as: associate.userID }),
      )
      .then({
        status: 403,
        body: expect.objectContaining({ error: 'insufficient-membership-tier' }),
        appended: {},
      });
  });
});
