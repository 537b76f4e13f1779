/** What the docs test reads from a Markdown page: its links, its headings' anchors, its npm commands. */

const FENCE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;
const INLINE_CODE = /`[^`\n]*`/g;

/** The page without its fenced code blocks (their `#` lines are not headings, their text no links). */
export const withoutFences = (markdown: string): string => markdown.replace(FENCE, '');

/** The targets of every inline link and image outside code: `[text](target)`, `![alt](target)`. */
export const linkTargets = (markdown: string): string[] => {
  const prose = withoutFences(markdown).replace(INLINE_CODE, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
};

/** Whether a link leaves the repository (a web address, a mail address). */
export const isExternal = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target);

/**
 * GitHub's anchor for a heading's text: the rendered text (code spans keep their content, links
 * their text, emphasis marks go), lower case, every character that is not a letter, a number, a
 * space, `-` or `_` removed, spaces turned into `-`.
 */
export const githubSlug = (heading: string): string =>
  heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*)/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** Every anchor a page offers: one per heading, a repeated one numbered `-1`, `-2`, … as GitHub does. */
export const anchorsOf = (markdown: string): Set<string> => {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const m of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = githubSlug(m[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
};

/** The scripts a page runs with `npm run <name>` (code included; `a|b` lists several; `<role>` is a placeholder). */
export const npmRunScripts = (markdown: string): string[] =>
  [...markdown.matchAll(/\bnpm run ([\w:|<>-]+)/g)]
    .map((m) => m[1]!)
    .filter((token) => !token.includes('<'))
    .flatMap((token) => token.split('|'))
    .filter((name) => name !== '');

/** The other npm commands a page names: `npm <command>` where the command is not `run`. */
export const npmCommands = (markdown: string): string[] =>
  [...markdown.matchAll(/\bnpm ([a-z][\w-]*)/g)].map((m) => m[1]!).filter((command) => command !== 'run');
