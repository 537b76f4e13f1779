import { type Plugin } from 'vite';

/**
 * The server's style tags stay where the server put them. Emotion's stylesheet "hydrates" a
 * server-rendered `<style>` by inserting it again at its place in the head: the browser then drops
 * the sheet, parses it anew and restyles the whole page (about 25 ms on the Registry on this
 * machine, four times that on a phone), once for each of the page's style tags. Taking the tags as
 * they are keeps their order (globals first, then the classes), and the rules inserted later still
 * go after them. (The cache's other move, of tags without `data-s`, the server's tags skip: they
 * carry it.)
 */
const hydrateByInsert = 'nodes.forEach(this._insertTag);';
const hydrateInPlace = 'var tags = this.tags; nodes.forEach(function (tag) { tags.push(tag); });';

export const emotionStylesInPlace = (): Plugin => ({
  name: 'academy-emotion-styles-in-place',
  transform(code, id) {
    if (!/\/@emotion\/sheet\/dist\/emotion-sheet\.(development\.)?esm\.js$/.test(id)) return null;
    if (!code.includes(hydrateByInsert))
      throw new Error(`@emotion/sheet changed: no "${hydrateByInsert}" in ${id}`);
    return { code: code.replace(hydrateByInsert, hydrateInPlace), map: null };
  },
});
