/** The longest document title: html-validate's `long-title` limit (search results show about 60). */
export const maxDocumentTitleLength = 70;

/** `text` in at most `max` characters: cut at a word where one is near, with an ellipsis. */
const cut = (text: string, max: number): string => {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
};

/**
 * A page's document title: "<page> | <site>", or the site's name alone for its home page. A long
 * page title (a publication's, a member's name) is shortened, so the whole stays within
 * `maxDocumentTitleLength` with the site's name whole; the page's heading keeps it in full.
 */
export const documentTitleOf = (title: string | undefined, siteName: string): string => {
  if (!title || title === siteName) return cut(siteName, maxDocumentTitleLength);
  const suffix = ` | ${siteName}`;
  const room = maxDocumentTitleLength - suffix.length;
  if (room < 20) return cut(title, maxDocumentTitleLength);
  return `${cut(title, room)}${suffix}`;
};
