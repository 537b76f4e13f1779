import { type CitationFormat } from '../query-schemas.js';
import { toBibtex } from './bibtex.js';
import { citationKey, type CitationSource } from './citation-source.js';
import { toCslJson } from './csl-json.js';
import { toRis } from './ris.js';

export interface Citation {
  contentType: string;
  filename: string;
  text: string;
}

const FORMATS: Record<
  CitationFormat,
  { contentType: string; extension: string; render: (s: CitationSource) => string }
> = {
  bibtex: { contentType: 'application/x-bibtex; charset=utf-8', extension: 'bib', render: toBibtex },
  ris: { contentType: 'application/x-research-info-systems; charset=utf-8', extension: 'ris', render: toRis },
  'csl-json': {
    contentType: 'application/vnd.citationstyles.csl+json; charset=utf-8',
    extension: 'json',
    render: toCslJson,
  },
};

/** A version's citation in one format, with what the download answers. */
export const citationOf = (format: CitationFormat, source: CitationSource): Citation => {
  const { contentType, extension, render } = FORMATS[format];
  return { contentType, filename: `${citationKey(source)}.${extension}`, text: render(source) };
};
