import { type HighlightPart } from '@academy/platform';

/** Runs around the first match of a long text, about `radius` characters each side. */
export const snippetOf = (parts: readonly HighlightPart[], radius = 90): HighlightPart[] => {
  const first = parts.findIndex((p) => p.match);
  if (first < 0) return [];
  const out: HighlightPart[] = [{ ...parts[first]! }];
  let before = radius;
  for (let i = first - 1; i >= 0 && before > 0; i--) {
    const text = parts[i]!.text;
    const kept = text.length > before ? `…${text.slice(text.length - before)}` : text;
    out.unshift({ text: kept, match: parts[i]!.match });
    before -= text.length;
  }
  let after = radius;
  for (let i = first + 1; i < parts.length && after > 0; i++) {
    const text = parts[i]!.text;
    const kept = text.length > after ? `${text.slice(0, after)}…` : text;
    out.push({ text: kept, match: parts[i]!.match });
    after -= text.length;
  }
  return out;
};
