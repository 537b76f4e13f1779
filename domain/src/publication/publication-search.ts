import { type HighlightRun } from '../registry/search-answer.js';
import { type FacetValue, type JournalListItem } from './publication-list.js';

/** One publication in `GET /rest/journal/search`: its latest version, with what the query matched. */
export interface JournalHit {
  pubNum: number;
  version: number;
  title: string;
  /** The authors' names. */
  authors: string[];
  keywords: string[];
  abstract: string;
  publishYear: number;
  removed: boolean;
  /** Per matched field, per matched value, its runs (the body's as a snippet around the first match). */
  highlights: Record<string, HighlightRun[][]>;
}

/** `GET /rest/journal/search`: a page of hits and the facets (year, keyword, author) of all of them. */
export interface JournalSearchAnswer {
  hits: JournalHit[];
  total: number;
  page: number;
  facets: Record<string, FacetValue[]>;
  /** The query as corrected, when the query as typed found nothing and the corrected one did. */
  correctedQuery?: string;
}

/** `GET /rest/journal/submit/precheck`: 200 when the member's tier grants `journal-submit`. */
export interface SubmitPrecheckAnswer {
  allowed: true;
  membershipTier: string | null;
}

/** `POST /rest/journal/publications` and `POST /rest/journal/publications/{pubNum}` (201). */
export interface PublicationWritten {
  pubNum: number;
  version: number;
  position: number;
}

/** `POST /rest/journal/preview`: the body rendered and sanitized as the publication page shows it. */
export interface PreviewAnswer {
  html: string;
}

/** `GET /rest/admin/users/{userID}/publications`: a page of the member's publications, removed ones too. */
export interface AdminUserPublications {
  publications: JournalListItem[];
  total: number;
  page: number;
  limit: number;
}
