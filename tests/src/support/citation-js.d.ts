// citation-js ships no types: what the suites use of it.
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown);
    data: unknown[];
    format(type: string, options?: Record<string, unknown>): unknown;
  }
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
