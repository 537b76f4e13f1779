import { describe, expect, it } from '@jest/globals';
import { canSubmitExpertise, expertiseSearchTerm, showsNoExpertiseFound } from './expertise-rules';

describe('expertise search rules', () => {
  it('when at least one character is typed, then the lowercased term is searched', () => {
    expect(expertiseSearchTerm('')).toBeNull();
    expect(expertiseSearchTerm('  ')).toBeNull();
    expect(expertiseSearchTerm('T')).toBe('t');
    expect(expertiseSearchTerm(' Topology ')).toBe('topology');
  });

  it('when 3 or more characters return nothing, then "No expertise found" shows', () => {
    expect(showsNoExpertiseFound('to', [])).toBe(false);
    expect(showsNoExpertiseFound('top', [])).toBe(true);
    expect(showsNoExpertiseFound('top', ['Topology'])).toBe(false);
    expect(showsNoExpertiseFound('top', undefined)).toBe(false);
  });

  it('when the text matches a listed expertise exactly, then it can be submitted', () => {
    expect(canSubmitExpertise('Topology', ['Topology', 'Algebra'])).toBe(true);
    expect(canSubmitExpertise('topology', ['Topology'])).toBe(false);
    expect(canSubmitExpertise('Topo', ['Topology'])).toBe(false);
  });
});
