import { describe, expect, it } from '@jest/globals';
import { documentTitleOf, maxDocumentTitleLength } from './document-title.js';

const site = 'Academy of Sciences';

describe('documentTitleOf', () => {
  it('when the page has a short title, then it is "<title> | <site>"', () => {
    expect(documentTitleOf('Registry', site)).toBe('Registry | Academy of Sciences');
  });

  it('when the page has no title of its own, then it is the site name', () => {
    expect(documentTitleOf(undefined, site)).toBe(site);
    expect(documentTitleOf(site, site)).toBe(site);
  });

  it('when the title is long, then it is cut at a word with an ellipsis and the whole fits the limit', () => {
    const title =
      'Quantum Coherence in Photosynthetic Light Harvesting Complexes beyond the Classical Regime';
    const shown = documentTitleOf(title, site);
    expect(shown.length).toBeLessThanOrEqual(maxDocumentTitleLength);
    expect(shown).toBe('Quantum Coherence in Photosynthetic Light… | Academy of Sciences');
  });

  it('when the site name leaves little room, then the page title alone is shown, within the limit', () => {
    const longSite = 'The Very Long Name of an Academy of Natural and Applied Sciences';
    const shown = documentTitleOf('Registry of members and fellows', longSite);
    expect(shown).toBe('Registry of members and fellows');
    expect(documentTitleOf('x'.repeat(100), longSite)).toHaveLength(maxDocumentTitleLength);
  });
});
