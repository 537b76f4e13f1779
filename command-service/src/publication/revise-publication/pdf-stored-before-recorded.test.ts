import { describe, expect, it } from '@jest/globals';
import { publicationStreamId } from '@academy/domain';
import { blobKeyOf } from '@academy/platform';
import { storedBlobs } from '../../../../platform/src/testing/stored-blobs.js';
import { commandSpec } from '../../testing/http-spec.js';
import { member } from '../../testing/members.js';
import { multipart, submission, submittedBy, tinyPdf } from '../publication-spec-support.js';

const spec = commandSpec();
const path = '/rest/journal/publications/1/versions';

describe(`POST /rest/journal/publications/{pubNum}/versions: the PDF is stored once the revision is judged`, () => {
  it('when the revision is appended, then its PDF is on disk already (a process stopped right after the append loses nothing)', async () => {
    const ada = member({ membershipTier: 'member' });
    const pdf = tinyPdf('revised, on disk before the append');
    const { body, headers } = await multipart({ ...submission(ada.userID), changeNote: 'PDF added' }, pdf);
    const onDiskAtAppend: boolean[] = [];
    await spec
      .given({ ...ada.streams, [publicationStreamId(1)]: [submittedBy(ada.userID)] })
      .when(async (req) => {
        const { store } = req.deps;
        const append = store.append.bind(store);
        store.append = async (streamId, events, options) => {
          if (streamId === publicationStreamId(1))
            onDiskAtAppend.push(await req.deps.blobs!.has(blobKeyOf(pdf)));
          return append(streamId, events, options);
        };
        return req.post(path, body, { as: ada.userID, headers });
      })
      .then({ status: 201 });
    expect(onDiskAtAppend).toEqual([true]);
  });

  it('when someone else revises with a PDF, then 403, nothing is appended and the PDF is not stored', async () => {
    const ada = member({ membershipTier: 'member' });
    const eve = member({ membershipTier: 'member' });
    const pdf = tinyPdf('not yours');
    const { body, headers } = await multipart({ ...submission(eve.userID), changeNote: 'Mine now' }, pdf);
    const outcome = await spec
      .given({ ...ada.streams, ...eve.streams, [publicationStreamId(1)]: [submittedBy(ada.userID)] })
      .when((req) => req.post(path, body, { as: eve.userID, headers }))
      .then({ status: 403, appended: {} });
    const stored = await storedBlobs(outcome.world.dataDir);
    expect(stored).not.toContain(blobKeyOf(pdf));
    expect(stored.filter((name) => name.endsWith('.upload'))).toEqual([]);
  });
});
