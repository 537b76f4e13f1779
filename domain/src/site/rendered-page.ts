/**
 * A visitor's page as the frontend's server build renders it (`frontend/src/entry-server.tsx`)
 * and the app server sends it (`app/src/http/server-render.ts`), before any script runs.
 */
export interface ServerRenderedPage {
  /** The app's markup, for `<div id="root">`. */
  markup: string;
  /** Emotion's `<style data-emotion>` tags of that markup, for the head: the page's own rules, and
   * the global styles every page has as empty named tags (their rules are in `sharedStyles`). */
  styles: string;
  /** The rules of the global styles every page has: one style sheet, served as a file. */
  sharedStyles: string;
  /** The page's `<title>` text, as React renders it. */
  title: string | null;
  /** The query cache (JSON) the browser's store starts from. */
  state: string;
}
