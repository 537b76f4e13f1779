import { type RuntimeConfig, runtimeConfig } from '../config/runtime-config';

/** The test wiki serves pages from the school information system's test and development sites. */
export const isTestSite = (pageHref: string): boolean =>
  pageHref.includes('testsis') || pageHref.includes('devsis');

/** The wiki host for this page: the test host on testsis/devsis addresses, else production. */
export const wikiHost = (
  pageHref: string,
  config: Pick<RuntimeConfig, 'wikiTestHost' | 'wikiProdHost'> = runtimeConfig(),
): string => (isTestSite(pageHref) ? config.wikiTestHost : config.wikiProdHost);

/** The wiki single-sign-on address for this page. */
export const wikiSignOnUrl = (
  pageHref: string,
  config?: Pick<RuntimeConfig, 'wikiTestHost' | 'wikiProdHost'>,
): string => `https://${wikiHost(pageHref, config)}/`;
