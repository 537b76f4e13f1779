import { ERASED_AUTHOR } from '../../privacy/personal-parts.js';
import { oneLine, type CitedAuthor } from './citation-source.js';

/** A person's name split for a bibliography, or a name kept whole (one word, an organisation). */
export type NameParts = { family: string; given: string } | { literal: string };

const isParticle = (word: string): boolean => /^\p{Ll}/u.test(word);

/**
 * "Ada Lovelace" → Lovelace, Ada; "Lovelace, Ada" stays in that order; "Vincent van Gogh" →
 * van Gogh, Vincent (lowercase particles belong to the family name); one word, or a name with the
 * word "and" in it (which would split a BibTeX author list), is kept whole, and so is "Erased author",
 * what an erased member's entry reads (a placeholder, not a person called Author).
 */
export const nameParts = (name: string): NameParts => {
  const clean = oneLine(name);
  if (clean === ERASED_AUTHOR || /(^|\s)and(\s|$)/i.test(clean)) return { literal: clean };
  const comma = clean.indexOf(',');
  if (comma > 0) {
    const family = clean.slice(0, comma).trim();
    const given = clean.slice(comma + 1).trim();
    return given ? { family, given } : { literal: family };
  }
  const words = clean.split(' ').filter(Boolean);
  if (words.length < 2) return { literal: clean };
  let start = words.length - 1;
  while (start > 1 && isParticle(words[start - 1]!)) start -= 1;
  return { family: words.slice(start).join(' '), given: words.slice(0, start).join(' ') };
};

/** A member's registered names as they are; anyone else's name split by `nameParts`. */
export const authorNameParts = (author: CitedAuthor): NameParts => {
  const family = oneLine(author.family ?? '');
  if (family === '') return nameParts(author.name);
  const given = oneLine(author.given ?? '');
  return given === '' ? { literal: family } : { family, given };
};
