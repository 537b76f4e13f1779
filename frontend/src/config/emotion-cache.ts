import createCache, { type EmotionCache } from '@emotion/cache';

/** Emotion's key for the app's styles: the browser's cache (key `css`) adopts the server's tags. */
export const emotionKey = 'css';

/**
 * The app's Emotion cache, the same on the server and in the browser: without stylis's vendor
 * prefixer (Emotion's `stylisPlugins` option). The browsers the app supports read the standard
 * properties; the prefixer wrote each flex, transform or transition rule two to four times into
 * every page's styles and spent the browser's time doing so at hydration.
 */
export const appEmotionCache = (): EmotionCache => createCache({ key: emotionKey, stylisPlugins: [] });
