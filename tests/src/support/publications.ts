import { type TestMember } from './test-app.js';

/** A submission's JSON body: an author who is the member, one who is not; fields overridable. */
export const submissionOf = (member: TestMember, overrides: Record<string, unknown> = {}) => ({
  title: 'Quasicrystal Tilings of the Hyperbolic Plane',
  abstract: 'We tile the plane with aperiodic shapes.',
  authors: [{ name: 'Ada Lovelace', userID: member.userID }, { name: 'Charles Babbage' }],
  keywords: ['geometry', 'tilings'],
  body: 'The area is **large**.',
  licence: 'CC-BY-4.0',
  ...overrides,
});

/** Submits a publication as the member (JSON, no PDF); answers its number and the command's position. */
export const submitPublication = async (
  member: TestMember,
  overrides: Record<string, unknown> = {},
): Promise<{ pubNum: number; position: number }> => {
  const res = await member.browser.json<{ pubNum: number; position: number }>(
    'POST',
    '/rest/journal/publications',
    submissionOf(member, overrides),
  );
  if (res.status !== 201) throw new Error(`submission failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/** Revises a publication as the member; answers the new version and the command's position. */
export const revisePublication = async (
  member: TestMember,
  pubNum: number,
  overrides: Record<string, unknown> = {},
): Promise<{ version: number; position: number }> => {
  const res = await member.browser.json<{ version: number; position: number }>(
    'POST',
    `/rest/journal/publications/${pubNum}/versions`,
    { ...submissionOf(member, overrides), changeNote: 'Corrected the figures.' },
  );
  if (res.status !== 201) throw new Error(`revision failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
