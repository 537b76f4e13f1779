import { type SubmitPrecheckAnswer } from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { type QueryDeps } from '../deps.js';

/** What submitting to the Journal requires: a tier that grants `journal-submit` (the catalogue says which). */
export const journalSubmitRequirement = { capability: 'journal-submit' } as const;

/**
 * `GET /rest/journal/submit/precheck`: 200 `{ allowed: true, membershipTier }` when the member's tier
 * grants `journal-submit`; 401 `not-signed-in` for a visitor; 403 `insufficient-membership-tier`
 * otherwise. Decided by the route guard from the write side, before anything loads.
 */
export const journalSubmitPrecheckRoute = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access).get('/rest/journal/submit/precheck', journalSubmitRequirement, (req, res) => {
    res.set('Cache-Control', 'no-store');
    const answer: SubmitPrecheckAnswer = { allowed: true, membershipTier: signedInUser(req).membershipTier };
    res.json(answer);
  });
