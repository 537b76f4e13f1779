import { describe, expect, it } from '@jest/globals';
import { organizationNameKey } from '../organization/schemas.js';
import { createOrganizationSchema } from '../organization/schemas.js';
import { profilePatchSchema } from '../profile/schemas.js';
import { submitPublicationSchema } from '../publication/schemas.js';
import { markShippedSchema } from '../shipment/schemas.js';
import { signInSchema, signUpSchema } from '../user/schemas.js';
import { illFormedReason, isSingleLine } from './text-rules.js';

const signUp = {
  email: 'ada@example.org',
  password: 'correct horse battery staple',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

const failedPaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('text the product refuses', () => {
  it('when a string holds a lone surrogate, a reversed pair, a NUL or a control character other than tab and line breaks, then it has a reason; well-formed text has none', () => {
    for (const bad of [
      '\ud800',
      'a\udfff',
      '\udc00\ud800',
      'a\u0000',
      '\u0007',
      '\u001b[31m',
      '\u0085',
      '\u007f',
    ])
      expect(illFormedReason(bad)).toBeDefined();
    for (const good of ['', 'Ada', '💥', 'a\tb\nc\r\n', '\ufffe\uffff', '\u202eevil', 'e\u0301\u0301\u0301'])
      expect(illFormedReason(good)).toBeUndefined();
  });

  it('when a single-line value holds a tab, a line break or a line separator, then it is not single-line', () => {
    for (const bad of ['a\tb', 'a\nb', 'a\rb', 'a\u2028b', 'a\u0000b']) expect(isSingleLine(bad)).toBe(false);
    expect(isSingleLine('Ada Lovelace ‮')).toBe(true);
  });
});

describe('the schemas of names, emails, titles and passwords', () => {
  it('when a sign-up’s name holds a line break or a tab, or its password a lone surrogate, then the field is refused', () => {
    expect(failedPaths(signUpSchema.safeParse({ ...signUp, firstName: 'Ada\nLovelace' }))).toEqual([
      'firstName',
    ]);
    expect(failedPaths(signUpSchema.safeParse({ ...signUp, lastName: 'Love\tlace' }))).toEqual(['lastName']);
    expect(failedPaths(signUpSchema.safeParse({ ...signUp, password: 'correct horse \udfff' }))).toEqual([
      'password',
    ]);
    expect(failedPaths(signInSchema.safeParse({ email: signUp.email, password: '\ud800' }))).toEqual([
      'password',
    ]);
    expect(signUpSchema.safeParse(signUp).success).toBe(true);
  });

  it('when a profile headline, a title or a carrier holds a line break, then it is refused; a bio may hold line breaks', () => {
    expect(failedPaths(profilePatchSchema.safeParse({ headline: 'Poet\nand more' }))).toEqual(['headline']);
    expect(profilePatchSchema.safeParse({ bio: 'Line one\nLine two' }).success).toBe(true);
    const publication = {
      title: 'On\nengines',
      abstract: 'a',
      authors: [{ name: 'Ada' }],
      body: 'b',
      licence: 'CC-BY-4.0',
    };
    expect(failedPaths(submitPublicationSchema.safeParse(publication))).toEqual(['title']);
    expect(failedPaths(markShippedSchema.safeParse({ carrier: 'DHL\r\n', tracking: 'x\ny' }))).toEqual([
      'tracking',
    ]);
  });

  it('when an organization name holds a lone surrogate, then the schema refuses it and its name key is never made', () => {
    expect(
      failedPaths(createOrganizationSchema.safeParse({ name: 'Royal \ud800 Society', kind: 'university' })),
    ).toEqual(['name']);
    expect(() => organizationNameKey('Royal \udc00 Society')).toThrow(
      expect.objectContaining({ code: 'validation-failed' }),
    );
    expect(organizationNameKey('Royal  Society')).toBe('royal society');
  });
});
