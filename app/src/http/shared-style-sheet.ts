import { createHash } from 'node:crypto';
import type express from 'express';

/** Where a shared style sheet is served: beside the build's assets, named by a hash of its text. */
const prefix = '/assets/shared-';
const namePattern = /^\/assets\/shared-([A-Za-z0-9_-]{16})\.css$/;
/** One build has one; a few more are kept while pages of an older render may still ask for theirs. */
const MAX_SHEETS = 8;

/**
 * The style sheets every page shares (Chakra's layers, reset and tokens), served as files the
 * browser keeps for a year: a page links its sheet instead of carrying its rules. The name is a
 * hash of the text, so every process of one build names and serves the same sheet.
 */
export class SharedStyleSheets {
  private readonly hrefs = new Map<string, string>();
  private readonly sheets = new Map<string, Buffer>();

  /** The address of the sheet with this text (kept to be served). */
  hrefOf(css: string): string {
    const known = this.hrefs.get(css);
    if (known) return known;
    const name = createHash('sha256').update(css).digest('base64url').slice(0, 16);
    const href = `${prefix}${name}.css`;
    this.hrefs.set(css, href);
    this.sheets.set(name, Buffer.from(css));
    if (this.hrefs.size > MAX_SHEETS) {
      const [oldest] = this.hrefs.keys();
      const oldName = this.hrefs.get(oldest!)!.slice(prefix.length, -'.css'.length);
      this.hrefs.delete(oldest!);
      this.sheets.delete(oldName);
    }
    return href;
  }

  /**
   * Serves a sheet by its address; one this process has not rendered yet is asked of the server
   * build (`load`), which gives the build's sheet. Any other address passes on (then 404).
   */
  route(load: () => Promise<string | null>): express.RequestHandler {
    return (req, res, next) => {
      const name = namePattern.exec(req.path)?.[1];
      if (!name) return next();
      void (async () => {
        if (!this.sheets.has(name)) {
          const css = await load();
          if (css !== null) this.hrefOf(css);
        }
        const sheet = this.sheets.get(name);
        if (!sheet) return next();
        res.set('Cache-Control', 'public, max-age=31536000, immutable').type('text/css').send(sheet);
      })().catch(next);
    };
  }
}
