import { describe, expect, it } from '@jest/globals';
import { defaultRuntimeConfig, readRuntimeConfig } from './runtime-config';

describe('runtime configuration', () => {
  it('when the server injected nothing, then every default applies', () => {
    expect(readRuntimeConfig(undefined)).toEqual(defaultRuntimeConfig);
  });

  it('when some values are injected, then they win and malformed ones fall back', () => {
    const config = readRuntimeConfig({ academyName: 'Letters', aboutUrl: 42, wikiTestHost: ' ' });
    expect(config.academyName).toBe('Letters');
    expect(config.aboutUrl).toBe(defaultRuntimeConfig.aboutUrl);
    expect(config.wikiTestHost).toBe(defaultRuntimeConfig.wikiTestHost);
  });
});

describe('site name', () => {
  it('when the academy is named, then the site is the "Academy of" that name', async () => {
    const { siteName } = await import('./runtime-config');
    expect(siteName(readRuntimeConfig({ academyName: 'Letters' }))).toBe('Academy of Letters');
  });
});
