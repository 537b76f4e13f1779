import { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { appEmotionCache, emotionKey } from '../config/emotion-cache';
import { AppProviders } from './providers';
import { makeStore } from './store';

type EmotionServer = ReturnType<typeof createEmotionServer>;
type Chunk = ReturnType<EmotionServer['extractCriticalToChunks']>['styles'][number];

const globalKey = `${emotionKey}-global`;

const streamToString = async (stream: AsyncIterable<Buffer | string>): Promise<string> => {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return out;
};

/**
 * A render's own Emotion cache with its server: made together, before the render, so that the
 * styles gather in the cache (for `extractCriticalToChunks`) instead of inline in the markup.
 */
export const serverEmotion = (): { cache: EmotionCache; emotion: EmotionServer } => {
  const cache = appEmotionCache();
  return { cache, emotion: createEmotionServer(cache) };
};

/** Prerenders `tree` with its own Emotion cache, every boundary in place; answers the markup. */
export const prerenderWithCache = async (cache: EmotionCache, tree: ReactNode): Promise<string> => {
  const { prelude } = await prerenderToNodeStream(<CacheProvider value={cache}>{tree}</CacheProvider>, {
    // Every boundary in place, in order: outlined ones would need React's inline scripts to move them.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return streamToString(prelude);
};

interface SharedStyles {
  /** The names of the global styles every page has (Chakra's layers, reset and tokens). */
  names: ReadonlySet<string>;
  /** Their CSS, in the order the page would have them: the shared style sheet's text. */
  css: string;
}

let shared: Promise<SharedStyles> | undefined;

/**
 * The global styles every page has, found once per process by rendering the app's providers with
 * nothing inside: the same system gives the same styles, so every process of one build serves the
 * same sheet (its name is a hash of its text).
 */
const sharedStyles = (): Promise<SharedStyles> =>
  (shared ??= (async () => {
    const { cache, emotion } = serverEmotion();
    const store = makeStore(undefined, { fetch: () => Promise.reject(new Error('no request')) });
    const markup = await prerenderWithCache(cache, <AppProviders store={store}>{null}</AppProviders>);
    const globals = emotion.extractCriticalToChunks(markup).styles.filter((c) => c.key === globalKey);
    return { names: new Set(globals.map((c) => c.ids.join(' '))), css: globals.map((c) => c.css).join('') };
  })());

/** The shared style sheet's text (served as a file the browser keeps). */
export const sharedStyleSheet = async (): Promise<string> => (await sharedStyles()).css;

/**
 * Emotion's documented server rendering (`extractCriticalToChunks`, `constructStyleTagsFromChunks`)
 * with the global styles every page has taken out of the page: each stays as its named
 * `<style data-emotion="css-global NAME">` tag, empty, so that Emotion's `Global` in the browser
 * adopts it by name as it adopts any server tag and writes nothing again, while its rules come from
 * the shared style sheet the app server links (`sharedStyleSheet`). The page keeps its own rules
 * (the components it shows, a keyframe) inline.
 */
export const pageStyles = async (
  emotion: EmotionServer,
  markup: string,
): Promise<{ styles: string; sharedStyles: string }> => {
  const { names, css } = await sharedStyles();
  const chunks = emotion.extractCriticalToChunks(markup).styles;
  const isShared = (c: Chunk) => c.key === globalKey && names.has(c.ids.join(' '));
  const placeholders = chunks
    .filter(isShared)
    .map((c) => `<style data-emotion="${globalKey} ${c.ids.join(' ')}"></style>`)
    .join('');
  const own = emotion.constructStyleTagsFromChunks({
    html: markup,
    styles: chunks.filter((c) => !isShared(c)),
  });
  return { styles: placeholders + own, sharedStyles: css };
};
