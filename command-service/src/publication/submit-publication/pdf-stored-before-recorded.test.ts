import { describe, expect, it } from '@jest/globals';
import { storedBlobs } from '../../../../platform/src/testing/stored-blobs.js';
import { commandSpec } from '../../testing/http-spec.js';
import { retryAfterKill, type RetriedAfterKill } from '../../testing/killed-claim.js';
import { member } from '../../testing/members.js';
import { blobKeyOf } from '@academy/platform';
import { multipart, submission, tinyPdf } from '../publication-spec-support.js';

const spec = commandSpec();
const path = '/rest/journal/publications';

describe(`POST ${path}: the PDF is stored once the submission is judged, before it is recorded`, () => {
  it('when the process died between recording the submission and storing its PDF, then a retry with the key answers from the recorded events and stores the PDF', async () => {
    const ada = member({ membershipTier: 'member' });
    const pdf = tinyPdf('stored on retry');
    const key = blobKeyOf(pdf);
    const { body, headers } = await multipart(submission(ada.userID), pdf);
    let taken: RetriedAfterKill<{ pubNum: number }> | undefined;
    const outcome = await spec
      .given(ada.streams)
      .when(async (req) => {
        let calls = 0;
        taken = await retryAfterKill(req, async (key_) => {
          const answer = await req.post<{ pubNum: number }>(path, body, {
            as: ada.userID,
            headers: { ...headers, ...key_ },
          });
          // The first attempt's process "died" before the move: its blob is not there.
          if (++calls === 1) await req.deps.blobs!.delete(key);
          return answer;
        });
        expect(await req.deps.blobs!.has(key)).toBe(true);
        return taken.retry;
      })
      .then({ status: 201 });
    expect(taken!.retry.body).toEqual(taken!.first.body);
    expect(taken!.appendedByRetry).toBe(0);
    expect(await storedBlobs(outcome.world.dataDir)).toEqual([key]);
  });

  it('when recording the submission fails, then 500, its PDF is not stored and no staged file is left', async () => {
    const ada = member({ membershipTier: 'member' });
    const pdf = tinyPdf('never recorded');
    const { body, headers } = await multipart(submission(ada.userID), pdf);
    const outcome = await spec
      .given(ada.streams)
      .when(async (req) => {
        const { store } = req.deps;
        // The number and the publication are one atomic write: that write fails.
        store.appendMany = (streams) =>
          streams.some((s) => s.streamId.startsWith('publication-') && s.streamId !== 'publication-numbers')
            ? Promise.reject(new Error('the disk is full'))
            : Promise.reject(new Error('unexpected write'));
        return req.post(path, body, { as: ada.userID, headers });
      })
      .then({ status: 500 });
    expect(outcome.body).toMatchObject({ error: 'internal-error' });
    expect(await storedBlobs(outcome.world.dataDir)).not.toContain(blobKeyOf(pdf));
    expect((await storedBlobs(outcome.world.dataDir)).filter((name) => name.endsWith('.upload'))).toEqual([]);
  });

  it('when the submission is appended, then its PDF is on disk already (a process stopped right after the append loses nothing)', async () => {
    const ada = member({ membershipTier: 'member' });
    const pdf = tinyPdf('on disk before the append');
    const key = blobKeyOf(pdf);
    const { body, headers } = await multipart(submission(ada.userID), pdf);
    const onDiskAtAppend: boolean[] = [];
    await spec
      .given(ada.streams)
      .when(async (req) => {
        const { store } = req.deps;
        const appendMany = store.appendMany.bind(store);
        store.appendMany = async (streams) => {
          onDiskAtAppend.push(await req.deps.blobs!.has(key));
          return appendMany(streams);
        };
        return req.post(path, body, { as: ada.userID, headers });
      })
      .then({ status: 201 });
    expect(onDiskAtAppend).toEqual([true]);
  });
});
