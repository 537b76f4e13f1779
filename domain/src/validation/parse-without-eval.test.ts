import { afterAll, describe, expect, it, jest } from '@jest/globals';

describe('parsing without eval in a browser', () => {
  const browserLike = globalThis as { document?: unknown };

  afterAll(() => {
    delete browserLike.document;
  });

  it('when it loads where a document exists, then zod builds and parses object schemas without ever calling Function', async () => {
    browserLike.document = {};
    await import('./parse-without-eval.js');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);

    const compile = jest.spyOn(globalThis, 'Function');
    const member = z.object({ name: z.string(), tags: z.array(z.string()) });
    expect(member.parse({ name: 'Ada', tags: ['orbits'] })).toEqual({ name: 'Ada', tags: ['orbits'] });
    expect(member.safeParse({ name: 1 }).success).toBe(false);
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
