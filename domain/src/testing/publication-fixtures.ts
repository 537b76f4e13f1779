import { type PublicationContent } from '../publication/commands.js';
import { type PublicationEvent } from '../publication/events.js';

export const author = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const coAuthor = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const admin = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

/** 2026-03-05T12:00:00Z in seconds. */
export const march2026 = 1_772_712_000;

export const content = (overrides: Partial<PublicationContent> = {}): PublicationContent => ({
  title: 'On the Shape of Small Things',
  abstract: 'We look at small things and find them shaped.',
  authors: [{ name: 'Ada Lovelace', userID: author }, { name: 'Charles Babbage' }],
  keywords: ['mathematics', 'engines'],
  body: 'Small things have **shape**, as $x^2 + y^2 = r^2$ shows.',
  licence: 'CC-BY-4.0',
  ...overrides,
});

export const submitted = (pubNum = 7, overrides: Partial<PublicationContent> = {}): PublicationEvent => {
  const { authors, ...rest } = content(overrides);
  return {
    type: 'PublicationSubmitted',
    data: {
      pubNum,
      version: 1,
      ...rest,
      pdf: null,
      publishDate: march2026,
      personal: { authors },
      submittedBy: author,
    },
  };
};

export const revised = (
  version: number,
  overrides: Partial<PublicationContent> = {},
  pubNum = 7,
): PublicationEvent => {
  const { authors, ...rest } = content(overrides);
  return {
    type: 'PublicationRevised',
    data: {
      pubNum,
      version,
      ...rest,
      pdf: null,
      publishDate: march2026 + version * 86_400,
      personal: { authors },
      revisedBy: author,
      changeNote: `Version ${version}`,
    },
  };
};

export const removed = (note = 'Plagiarism found', pubNum = 7): PublicationEvent => ({
  type: 'PublicationRemoved',
  data: { pubNum, note, removalDate: march2026 + 30 * 86_400, by: admin },
});

export const restored = (pubNum = 7): PublicationEvent => ({
  type: 'PublicationRestored',
  data: { pubNum, restoreDate: march2026 + 40 * 86_400, by: admin },
});
