import { describe, expect, it, jest } from '@jest/globals';
import { describeWhenSet } from '../support/needs.js';
import { runChaos, type ChaosReport } from './chaos.js';

// Ten SIGKILLs of the built app (npm test builds it first); `npm run chaos -- --kills 100` runs more.
jest.setTimeout(900_000);

const nothingLost = { lost: 0, doubled: 0, missingFromReadModels: 0, orphanRows: 0 };

const expectEverythingKept = (report: ChaosReport) => {
  expect(report.signUps.answered2xx).toBeGreaterThan(0);
  expect(report.submissions.answered2xx).toBeGreaterThan(0);
  expect(report.pdfs.answered2xx).toBeGreaterThan(0);
  expect(report).toMatchObject({
    signUps: nothingLost,
    submissions: nothingLost,
    revisions: nothingLost,
    pdfs: nothingLost,
    removals: nothingLost,
    restores: nothingLost,
    replayEqual: true,
    invariants: { numberGaps: 0, listedGaps: 0, orphanClaims: 0 },
  });
};

describe('chaos: the app SIGKILLed under load and restarted on the same data folder', () => {
  it('when the app is killed 10 times while members sign up, submit and revise (with PDFs) and an admin removes and restores, then every command answered 2xx is stored exactly once and in the read models, no row lacks its event, and a replay equals the live read models', async () => {
    const report = await runChaos({ kills: Number(process.env.CHAOS_KILLS ?? 10) });
    expectEverythingKept(report);
    expect(report.removals.answered2xx).toBeGreaterThan(0); // the admin starts once a publication is listed
  });
});

describeWhenSet(
  'DATABASE_URL',
  'chaos: the app SIGKILLed under load and restarted on the same PostgreSQL database',
  () => {
    it('when the app is killed 3 times while members sign up, submit and revise (with PDFs) and an admin removes and restores, then every command answered 2xx is stored exactly once and in the read models, no row lacks its event, and a replay equals the live read models', async () => {
      expectEverythingKept(await runChaos({ kills: 3, postgres: true }));
    });
  },
);
