import { type Author, type Licence, type PdfRef } from './schemas.js';
import { type PublicationRemoval, type PublicationVersion } from './state.js';

/** The spec's Publication id of one version: `{pubNum}.{version}`. */
export const publicationVersionId = (pubNum: number, version: number): string => `${pubNum}.${version}`;

/** What anyone gets of a version: its numbers, its date and the removal fields. */
export interface PublicationVersionSummary {
  id: string;
  pubNum: number;
  version: number;
  publishDate: number;
  publishYear: number;
  removalNote: string | null;
  removalDate: number | null;
}

/** The whole version, for anyone while it is not removed, and always for admins. */
export interface PublicationVersionDetail extends PublicationVersionSummary {
  title: string;
  abstract: string;
  authors: Author[];
  keywords: string[];
  body: string;
  licence: Licence;
  pdf: PdfRef | null;
  changeNote: string | null;
}

export type PublicationVersionView = PublicationVersionSummary | PublicationVersionDetail;

/**
 * One version of `GET /rest/journal/publications?pubNum=&version=` (spec section 7): the summary
 * of a removed one for non-admins, else the whole version with who submitted it, the newest
 * version's number, the body as HTML and the PDF's address.
 */
export interface PublicationVersionPage extends PublicationVersionDetail {
  submittedBy: string;
  latestVersion: number;
  bodyHtml: string;
  pdfUrl: string | null;
}

export type PublicationVersionAnswer = PublicationVersionSummary | PublicationVersionPage;

/** The whole version (not only its summary), for a view or an answer. */
export const isDetailView = <V extends PublicationVersionView>(
  view: V,
): view is Extract<V, PublicationVersionDetail> => 'title' in view;

/**
 * A removed publication (a non-empty removal note) shows non-admins only the summary: no title,
 * abstract, authors, keywords, body or PDF. Admins see everything, the removal fields included.
 */
export const viewPublicationVersion = (
  version: PublicationVersion,
  removal: PublicationRemoval | null,
  viewer: { admin: boolean },
): PublicationVersionView => {
  const { pubNum, publishDate, publishYear } = version;
  const removed = removal !== null && removal.note.trim() !== '';
  const summary: PublicationVersionSummary = {
    id: publicationVersionId(pubNum, version.version),
    pubNum,
    version: version.version,
    publishDate,
    publishYear,
    removalNote: removed ? removal.note : null,
    removalDate: removed ? removal.removalDate : null,
  };
  if (removed && !viewer.admin) return summary;
  const { title, abstract, authors, keywords, body, licence, pdf, changeNote } = version;
  return { ...summary, title, abstract, authors, keywords, body, licence, pdf, changeNote };
};
