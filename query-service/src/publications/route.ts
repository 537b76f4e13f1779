import {
  citationOf,
  citationQuerySchema,
  citationSourceOf,
  diffPublicationVersions,
  DomainError,
  journalListQuerySchema,
  journalSearchQuerySchema,
  parseWith,
  publicationsQuerySchema,
  removalNoticeText,
  versionDiffQuerySchema,
  versionOf,
  viewPublicationVersion,
  isDetailView,
  latestVersion,
  type JournalSearchAnswer,
  type Publication,
  type PublicationVersionAnswer,
  type VersionDiff,
} from '@academy/domain';
import {
  journalCollection,
  openBlobStore,
  pathParam,
  postgresSearch,
  queryTerms,
  renderMarkdown,
  RouteTable,
  userAccessOf,
} from '@academy/platform';
import type express from 'express';
import { type JournalQueryOptions, type QueryDeps } from '../deps.js';
import { byViewerKind, everyone } from '../cache/audience.js';
import { cachedRead } from '../cache/cached-read.js';
import { readYourWrites } from '../freshness/read-your-writes.js';
import { memberNamesOf } from './member-names.js';
import { correctedQuery, findPublication, listPublications } from './queries.js';
import { journalSearchQuery, yearsNewestFirst } from './search-query.js';

const PUB_NUM = /^[1-9]\d{0,8}$/;
const PAGE_SIZE = 20;
const DIFFS_CACHED = 500;
/** The fields of the Journal's search documents (platform's journalCollection) a hit is answered from. */
interface JournalHitFields {
  pubNum: number;
  latestVersion: number;
  title: string;
  authorNames: string[];
  keywords: string[];
  abstract: string;
  publishYear: string | number;
  removed?: boolean;
}

const search = postgresSearch(journalCollection);

const isAdmin = (req: express.Request): boolean => userAccessOf(req)?.admin === true;

const isRemoved = (publication: Publication): boolean =>
  publication.removal !== null && publication.removal.note.trim() !== '';

/** Non-admins are refused a removed publication's content, with its note and date. */
const refuseIfRemoved = (req: express.Request, publication: Publication): void => {
  if (!isRemoved(publication) || isAdmin(req)) return;
  const note = removalNoticeText(publication.removal!.note);
  throw new DomainError('removal-note', note, undefined, {
    data: { removalNote: note, removalDate: publication.removal!.removalDate },
  });
};

const publicationAt = async (deps: QueryDeps, req: express.Request): Promise<Publication> => {
  const pubNum = Number(pathParam(req, 'pubNum', PUB_NUM));
  const publication = await findPublication(deps.db, pubNum);
  if (!publication) throw new DomainError('not-found', `Publication ${pubNum} does not exist`);
  return publication;
};

const versionAt = (req: express.Request, publication: Publication) => {
  const version = Number(pathParam(req, 'version', PUB_NUM));
  const found = versionOf(publication, version);
  if (!found)
    throw new DomainError('not-found', `Publication ${publication.pubNum} has no version ${version}`);
  return found;
};

/**
 * The Journal's reads: the publications list (spec section 7) with removal redaction for
 * non-admins, PDFs, citations, cached version diffs, the home list and search.
 */
export const journalRoutes = (deps: QueryDeps): RouteTable => {
  const options: JournalQueryOptions = deps.journal ?? {};
  const blobs = options.blobs ?? openBlobStore(options.dataDir ?? './data');
  const diffs = new Map<string, VersionDiff>();
  const fresh = readYourWrites(deps, ['journal']);
  const cachedForEveryone = cachedRead(deps, { projections: ['journal'], audience: everyone });
  const cachedByViewer = cachedRead(deps, { projections: ['journal'], audience: byViewerKind });
  // Meilisearch's index (MEILI_URL) or PostgreSQL's search table; corrections read `journal`'s words.
  const searcher = deps.journalSearch?.reader ?? search.reader(deps.db);
  const cachedSearch = cachedRead(deps, {
    projections: deps.journalSearch?.projections ?? ['journal'],
    audience: byViewerKind,
  });

  return new RouteTable(deps.access)
    .get('/rest/journal/publications', {}, cachedByViewer, async (req, res) => {
      const { pubNum, version } = parseWith(publicationsQuerySchema, req.query);
      const publication = await findPublication(deps.db, pubNum);
      if (!publication) throw new DomainError('not-found', `Publication ${pubNum} does not exist`);
      const viewer = { admin: isAdmin(req) };
      const versions =
        version === undefined
          ? publication.versions
          : publication.versions.filter((v) => v.version === version);
      if (versions.length === 0)
        throw new DomainError('not-found', `Publication ${pubNum} has no version ${version}`);
      res.json(
        versions.map((v): PublicationVersionAnswer => {
          const view = viewPublicationVersion(v, publication.removal, viewer);
          if (!isDetailView(view)) return view;
          return {
            ...view,
            submittedBy: publication.submittedBy,
            latestVersion: latestVersion(publication).version,
            bodyHtml: renderMarkdown(view.body),
            pdfUrl: view.pdf ? `/rest/journal/publications/${pubNum}/versions/${v.version}/pdf` : null,
          };
        }),
      );
    })
    .get('/rest/journal/publications/:pubNum/versions/:version/pdf', {}, fresh, async (req, res) => {
      const publication = await publicationAt(deps, req);
      const version = versionAt(req, publication);
      refuseIfRemoved(req, publication);
      const bytes = version.pdf ? await blobs.get(version.pdf.key) : undefined;
      if (!bytes) throw new DomainError('not-found', 'This version has no PDF');
      res
        .type('application/pdf')
        .set(
          'Content-Disposition',
          `inline; filename="academy-${publication.pubNum}-v${version.version}.pdf"`,
        )
        .send(bytes);
    })
    .get('/rest/journal/publications/:pubNum/versions/:version/citation', {}, fresh, async (req, res) => {
      const { format } = parseWith(citationQuerySchema, req.query);
      const publication = await publicationAt(deps, req);
      const version = versionAt(req, publication);
      refuseIfRemoved(req, publication);
      const base = options.site?.base() ?? 'http://localhost';
      const citation = citationOf(
        format,
        citationSourceOf(version, {
          academyName: options.academyName ?? 'Sciences',
          url: `${base}/journal/publications/${publication.pubNum}/${version.version}`,
          memberNames: await memberNamesOf(deps.db, version.authors),
        }),
      );
      res
        .type(citation.contentType)
        .set('Content-Disposition', `inline; filename="${citation.filename}"`)
        .send(citation.text);
    })
    .get('/rest/journal/publications/:pubNum/diff', {}, fresh, async (req, res) => {
      const { from, to } = parseWith(versionDiffQuerySchema, req.query);
      const publication = await publicationAt(deps, req);
      refuseIfRemoved(req, publication);
      // Versions never change: a diff once computed holds forever.
      const key = `${publication.pubNum}:${from}:${to}`;
      let diff = diffs.get(key);
      if (!diff) {
        diff = diffPublicationVersions(publication, from, to);
        if (diffs.size >= DIFFS_CACHED) diffs.delete(diffs.keys().next().value!);
        diffs.set(key, diff);
        res.set('X-Diff-Cache', 'miss');
      } else res.set('X-Diff-Cache', 'hit');
      res.json(diff);
    })
    .get('/rest/journal/list', {}, cachedForEveryone, async (req, res) => {
      const query = parseWith(journalListQuerySchema, req.query);
      res.json(await listPublications(deps.db, { ...query, limit: PAGE_SIZE, withRemoved: false }));
    })
    .get('/rest/journal/search', {}, cachedSearch, async (req, res) => {
      const input = parseWith(journalSearchQuerySchema, req.query);
      const query = journalSearchQuery(input, { signedIn: Boolean(userAccessOf(req)), admin: isAdmin(req) });
      let answer = await searcher.search(query);
      // Typos in titles and author names: a query that finds nothing is tried again corrected.
      const corrected =
        answer.total === 0 ? await correctedQuery(deps.db, queryTerms(input.query)) : undefined;
      if (corrected !== undefined) answer = await searcher.search({ ...query, text: corrected });
      const found: JournalSearchAnswer = {
        ...(corrected !== undefined && answer.total > 0 ? { correctedQuery: corrected } : {}),
        hits: answer.hits.map((hit) => {
          const f = hit.fields as unknown as JournalHitFields;
          return {
            pubNum: f.pubNum,
            version: f.latestVersion,
            title: f.title,
            authors: f.authorNames,
            keywords: f.keywords,
            abstract: f.abstract,
            publishYear: Number(f.publishYear),
            removed: f.removed === true,
            // The body's is a snippet around its first match (journalCollection's `snippet`).
            highlights: hit.highlights,
          };
        }),
        total: answer.total,
        page: answer.page,
        facets: yearsNewestFirst(answer.facets),
      };
      res.json(found);
    });
};
