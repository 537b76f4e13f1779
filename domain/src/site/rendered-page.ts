/**
 * A visitor's page as the frontend's server build renders it (`frontend/src/entry-server.tsx`)
 * and the app server sends it (`app/src/http/server-render.ts`), before any script runs.
 */
export interface ServerRenderedPage {
  /** The app's markup, for `<div id="root">`. */
  markup: string;
  /** Emotion's `<style data-emotion>` tags of that markup, for the head. */
  styles: string;
  /** The page's `<title>` text, as React renders it. */
  title: string | null;
  /** The query cache (JSON) the browser's store starts from. */
  state: string;
}
