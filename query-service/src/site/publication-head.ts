import {
  authorNameParts,
  citedAuthorsOf,
  documentTitleOf,
  journalTitle,
  type MemberNames,
  type Publication,
  type PublicationVersion,
} from '@academy/domain';
import { jsonLdTag, linkTag, metaTag, noindexTag, shortened, type PageHead } from './html-head.js';

export interface SiteFacts {
  /** The site's address without a trailing slash. */
  base: string;
  /** "Academy of {name}". */
  siteName: string;
  academyName: string;
}

const isoDate = (seconds: number): string => new Date(seconds * 1000).toISOString();
const slashDate = (seconds: number): string => isoDate(seconds).slice(0, 10).replace(/-/g, '/');

export const publicationUrl = (base: string, pubNum: number, version?: number): string =>
  `${base}/journal/publications/${pubNum}${version === undefined ? '' : `/${version}`}`;

export const pdfUrl = (base: string, version: PublicationVersion): string =>
  `${base}/rest/journal/publications/${version.pubNum}/versions/${version.version}/pdf`;

/** A removed publication keeps its page and notice, but neither its content nor a place in indexes. */
export const removedPublicationHead = (site: SiteFacts): PageHead => ({
  status: 200,
  title: `Article Removed | ${site.siteName}`,
  tags: [noindexTag],
});

/**
 * The head of a publication's page (its latest version) or a version's page: title, description,
 * canonical address, Open Graph and Twitter cards, the Highwire tags Google Scholar and Zotero
 * read (authors in order; no page numbers, which the Journal has none of) and schema.org JSON-LD.
 */
export const publicationHead = (
  site: SiteFacts,
  publication: Publication,
  version: PublicationVersion,
  memberNames: MemberNames,
  versionPage: boolean,
): PageHead => {
  const url = publicationUrl(site.base, publication.pubNum, versionPage ? version.version : undefined);
  const description = shortened(version.abstract);
  const journal = journalTitle(site.academyName);
  const authors = citedAuthorsOf(version.authors, memberNames).map((author) => {
    const parts = authorNameParts(author);
    return 'literal' in parts
      ? { display: parts.literal, highwire: parts.literal, person: { name: parts.literal } }
      : {
          display: `${parts.given} ${parts.family}`,
          highwire: `${parts.family}, ${parts.given}`,
          person: {
            name: `${parts.given} ${parts.family}`,
            givenName: parts.given,
            familyName: parts.family,
          },
        };
  });
  const pdf = version.pdf ? pdfUrl(site.base, version) : undefined;
  const tags = [
    linkTag('canonical', url),
    metaTag('og:type', 'article'),
    metaTag('og:site_name', site.siteName),
    metaTag('og:title', version.title),
    metaTag('og:description', description),
    metaTag('og:url', url),
    metaTag('article:published_time', isoDate(version.publishDate)),
    ...authors.map((a) => metaTag('article:author', a.display)),
    metaTag('twitter:card', 'summary'),
    metaTag('twitter:title', version.title),
    metaTag('twitter:description', description),
    metaTag('citation_title', version.title),
    ...authors.map((a) => metaTag('citation_author', a.highwire)),
    metaTag('citation_publication_date', slashDate(version.publishDate)),
    metaTag('citation_online_date', slashDate(version.publishDate)),
    metaTag('citation_journal_title', journal),
    metaTag('citation_publisher', site.siteName),
    ...(version.keywords.length > 0 ? [metaTag('citation_keywords', version.keywords.join('; '))] : []),
    ...(pdf ? [metaTag('citation_pdf_url', pdf)] : []),
    metaTag('citation_abstract_html_url', url),
    jsonLdTag({
      '@context': 'https://schema.org',
      '@type': 'ScholarlyArticle',
      '@id': url,
      url,
      headline: version.title,
      name: version.title,
      abstract: version.abstract,
      author: authors.map((a) => ({ '@type': 'Person', ...a.person })),
      datePublished: isoDate(version.publishDate),
      version: String(version.version),
      keywords: version.keywords,
      isPartOf: { '@type': 'Periodical', name: journal },
      publisher: { '@type': 'Organization', name: site.siteName },
      ...(pdf
        ? { encoding: { '@type': 'MediaObject', contentUrl: pdf, encodingFormat: 'application/pdf' } }
        : {}),
    }),
  ];
  return { status: 200, title: documentTitleOf(version.title, site.siteName), description, tags };
};
