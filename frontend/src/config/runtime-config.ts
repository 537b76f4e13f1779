/**
 * Settings the server hands to the page at start (`window.__ACADEMY__`), not build-time
 * variables. Every value has a sane default so the dev server and the tests run without it.
 */
export interface RuntimeConfig {
  /** The spec's "{product}": the site is the "Academy of {academyName}". */
  academyName: string;
  aboutUrl: string;
  privacyUrl: string;
  contactUrl: string;
  encyclopediaUrl: string;
  wikiTestHost: string;
  wikiProdHost: string;
}

declare global {
  interface Window {
    __ACADEMY__?: Partial<RuntimeConfig>;
  }
}

export const defaultRuntimeConfig: RuntimeConfig = {
  academyName: 'Sciences',
  aboutUrl: 'https://example.org/about',
  privacyUrl: 'https://example.org/privacy',
  contactUrl: 'https://example.org/contact',
  encyclopediaUrl: 'https://encyclopedia.example.org',
  wikiTestHost: 'wiki-test.example.org',
  wikiProdHost: 'wiki.example.org',
};

const pick = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

/** Read the injected settings, keeping the default for any missing or malformed value. */
export const readRuntimeConfig = (injected: unknown = globalThis.window?.__ACADEMY__): RuntimeConfig => {
  const source =
    typeof injected === 'object' && injected !== null ? (injected as Record<string, unknown>) : {};
  const entries = Object.entries(defaultRuntimeConfig).map(([key, fallback]) => [
    key,
    pick(source[key], fallback),
  ]);
  return Object.fromEntries(entries) as unknown as RuntimeConfig;
};

let current: RuntimeConfig | undefined;

/** The settings of this page, read once. */
export const runtimeConfig = (): RuntimeConfig => (current ??= readRuntimeConfig());

/** The server's renderer: the settings it hands to every page (there is no `window` there). */
export const setServerRuntimeConfig = (injected: unknown): void => {
  current = readRuntimeConfig(injected);
};

/** Tests only: forget the settings read so far. */
export const resetRuntimeConfig = (): void => {
  current = undefined;
};

/** The name shown in the header, the title and the footer: "Academy of Sciences". */
export const siteName = (config: RuntimeConfig = runtimeConfig()): string =>
  `Academy of ${config.academyName}`;
