import { type SqlExecutor } from '@academy/platform';
import express from 'express';
import { memberNamesOf } from '../publications/member-names.js';
import { escapeXml } from '../site/xml-text.js';
import { OaiError, oaiDate, parseOaiRequest, type OaiRequest } from './oai-arguments.js';
import {
  countRecords,
  earliestDatestamp,
  findRecord,
  listRecords,
  type RecordWindow,
} from './oai-records.js';
import { decodeToken, encodeToken, type ListToken } from './oai-token.js';
import {
  envelope,
  errorBody,
  header,
  OAI_DC,
  oaiBaseUrl,
  oaiDc,
  pubNumOf,
  SET_SPEC,
  utc,
  type Repository,
} from './oai-xml.js';

export interface OaiDeps {
  db: SqlExecutor;
  repository: (req: express.Request) => Repository;
  /** Records per answer of ListIdentifiers and ListRecords before a resumption token (100). */
  pageSize?: number;
  clock?: () => Date;
}

const checkPrefix = (prefix: string) => {
  if (prefix !== OAI_DC.prefix)
    throw new OaiError('cannotDisseminateFormat', `No metadata format ${prefix}: only oai_dc`);
};

/** A fresh list's window from its arguments (from/until of one granularity, from before until). */
const firstToken = (verb: ListToken['verb'], args: Record<string, string>): ListToken => {
  checkPrefix(args.metadataPrefix!);
  const from = args.from === undefined ? undefined : oaiDate(args.from, false);
  const until = args.until === undefined ? undefined : oaiDate(args.until, true);
  if (from && until && from.day !== until.day)
    throw new OaiError('badArgument', 'from and until must have the same granularity');
  if (from && until && from.seconds > until.seconds) throw new OaiError('badArgument', 'from is after until');
  if (args.set !== undefined && args.set !== SET_SPEC)
    throw new OaiError('noRecordsMatch', `No set ${args.set}`);
  return { verb, from: from?.seconds, until: until?.seconds, cursor: 0 };
};

const answer = async (deps: OaiDeps, repo: Repository, { verb, args }: OaiRequest): Promise<string> => {
  const pageSize = deps.pageSize ?? 100;
  switch (verb) {
    case 'Identify': {
      const earliest = (await earliestDatestamp(deps.db)) ?? 0;
      return [
        '<Identify>',
        `<repositoryName>${escapeXml(`Journal of the Academy of ${repo.academyName}`)}</repositoryName>`,
        `<baseURL>${escapeXml(oaiBaseUrl(repo))}</baseURL>`,
        '<protocolVersion>2.0</protocolVersion>',
        `<adminEmail>${escapeXml(repo.adminEmail)}</adminEmail>`,
        `<earliestDatestamp>${utc(earliest)}</earliestDatestamp>`,
        '<deletedRecord>persistent</deletedRecord>',
        '<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>',
        '</Identify>',
      ].join('');
    }
    case 'ListMetadataFormats': {
      if (args.identifier !== undefined) {
        const pubNum = pubNumOf(repo, args.identifier);
        if (pubNum === undefined || !(await findRecord(deps.db, pubNum)))
          throw new OaiError('idDoesNotExist', `No record ${args.identifier}`);
      }
      return `<ListMetadataFormats><metadataFormat><metadataPrefix>${OAI_DC.prefix}</metadataPrefix><schema>${OAI_DC.schema}</schema><metadataNamespace>${OAI_DC.namespace}</metadataNamespace></metadataFormat></ListMetadataFormats>`;
    }
    case 'ListSets':
      if (args.resumptionToken !== undefined)
        throw new OaiError('badResumptionToken', 'ListSets needs no token');
      return `<ListSets><set><setSpec>${SET_SPEC}</setSpec><setName>${escapeXml(`Journal of the Academy of ${repo.academyName}`)}</setName></set></ListSets>`;
    case 'GetRecord': {
      checkPrefix(args.metadataPrefix!);
      const pubNum = pubNumOf(repo, args.identifier!);
      const record = pubNum === undefined ? undefined : await findRecord(deps.db, pubNum);
      if (!record) throw new OaiError('idDoesNotExist', `No record ${args.identifier}`);
      const metadata = record.deleted
        ? ''
        : `<metadata>${oaiDc(repo, record, await memberNamesOf(deps.db, record.authors))}</metadata>`;
      return `<GetRecord><record>${header(repo, record)}${metadata}</record></GetRecord>`;
    }
    case 'ListIdentifiers':
    case 'ListRecords': {
      const token =
        args.resumptionToken !== undefined ? decodeToken(args.resumptionToken, verb) : firstToken(verb, args);
      const window: RecordWindow = {
        from: token.from,
        until: token.until,
        after: token.after,
        limit: pageSize + 1,
      };
      const found = await listRecords(deps.db, window);
      if (found.length === 0 && token.cursor === 0) throw new OaiError('noRecordsMatch', 'No records match');
      const page = found.slice(0, pageSize);
      const more = found.length > pageSize;
      const names =
        verb === 'ListRecords'
          ? await memberNamesOf(
              deps.db,
              page.flatMap((r) => r.authors),
            )
          : new Map();
      const items = page.map((r) =>
        verb === 'ListIdentifiers'
          ? header(repo, r)
          : `<record>${header(repo, r)}${r.deleted ? '' : `<metadata>${oaiDc(repo, r, names)}</metadata>`}</record>`,
      );
      let resumption = '';
      if (more || token.cursor > 0) {
        const size = await countRecords(deps.db, token);
        const last = page[page.length - 1]!;
        const next = more
          ? encodeToken({
              ...token,
              after: [last.datestamp, last.pubNum],
              cursor: token.cursor + page.length,
            })
          : '';
        resumption = `<resumptionToken completeListSize="${size}" cursor="${token.cursor}">${next}</resumptionToken>`;
      }
      return `<${verb}>${items.join('')}${resumption}</${verb}>`;
    }
  }
};

/**
 * OAI-PMH 2.0 at `/oai` (GET and POST): the Journal's publications as oai_dc records of their
 * latest version, removed ones as deleted records (kept: `deletedRecord` persistent).
 */
export const oaiRoutes = (deps: OaiDeps): express.Router => {
  const router = express.Router();
  const handle = async (req: express.Request, res: express.Response, params: Record<string, unknown>) => {
    const repo = deps.repository(req);
    const now = (deps.clock ?? (() => new Date()))();
    let request: OaiRequest | undefined;
    let xml: string;
    try {
      request = parseOaiRequest(params);
      xml = envelope(repo, now, { verb: request.verb, ...request.args }, await answer(deps, repo, request));
    } catch (error) {
      if (!(error instanceof OaiError)) throw error;
      const echo =
        request && error.code !== 'badArgument' ? { verb: request.verb, ...request.args } : undefined;
      xml = envelope(repo, now, echo, errorBody(error.code, error.message));
    }
    res.set('Cache-Control', 'no-cache').type('text/xml').send(xml);
  };
  router.get('/oai', (req, res) => handle(req, res, req.query as Record<string, unknown>));
  router.post('/oai', express.urlencoded({ extended: false, limit: '10kb' }), (req, res) =>
    handle(req, res, (req.body ?? {}) as Record<string, unknown>),
  );
  return router;
};
