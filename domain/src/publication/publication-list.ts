import { type Author } from './schemas.js';

/** A facet's value and how many publications have it. */
export interface FacetValue<T = string> {
  value: T;
  count: number;
}

/** A publication as the Journal home lists it: its latest version, and its removal if any. */
export interface JournalListItem {
  pubNum: number;
  version: number;
  title: string;
  authors: Author[];
  keywords: string[];
  abstract: string;
  /** Seconds since the epoch. */
  publishDate: number;
  publishYear: number;
  removalNote: string | null;
  removalDate: number | null;
}

/** `GET /rest/journal/list`: a page of publications, with the years and keywords there are. */
export interface JournalList {
  publications: JournalListItem[];
  total: number;
  page: number;
  years: FacetValue<number>[];
  keywords: FacetValue[];
}
