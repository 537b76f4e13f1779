import { authorNameParts, citedAuthorsOf, journalTitle, type MemberNames } from '@academy/domain';
import { escapeXml as esc } from '../site/xml-text.js';
import { type OaiRecord } from './oai-records.js';

export interface Repository {
  /** The site's address, no trailing slash. */
  base: string;
  academyName: string;
  adminEmail: string;
}

export const SET_SPEC = 'journal';
export const OAI_DC = {
  prefix: 'oai_dc',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
  namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
};

/** Seconds as the repository's granularity, YYYY-MM-DDThh:mm:ssZ. */
export const utc = (seconds: number): string =>
  new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

export const oaiBaseUrl = (repo: Repository): string => `${repo.base}/oai`;

/** `oai:{host}:publication/{pubNum}`. */
export const identifierOf = (repo: Repository, pubNum: number): string =>
  `oai:${new URL(repo.base).hostname}:publication/${pubNum}`;

export const pubNumOf = (repo: Repository, identifier: string): number | undefined => {
  const prefix = `oai:${new URL(repo.base).hostname}:publication/`;
  const rest = identifier.startsWith(prefix) ? identifier.slice(prefix.length) : '';
  return /^[1-9]\d{0,8}$/.test(rest) ? Number(rest) : undefined;
};

/** The response envelope: date, the request echoed (without arguments after badVerb/badArgument), the body. */
export const envelope = (
  repo: Repository,
  now: Date,
  request: Record<string, string> | undefined,
  body: string,
): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    ' xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">',
    `<responseDate>${utc(Math.floor(now.getTime() / 1000))}</responseDate>`,
    `<request${Object.entries(request ?? {})
      .map(([k, v]) => ` ${k}="${esc(v)}"`)
      .join('')}>${esc(oaiBaseUrl(repo))}</request>`,
    body,
    '</OAI-PMH>',
    '',
  ].join('\n');

export const header = (repo: Repository, record: OaiRecord): string =>
  `<header${record.deleted ? ' status="deleted"' : ''}><identifier>${esc(identifierOf(repo, record.pubNum))}</identifier>` +
  `<datestamp>${utc(record.datestamp)}</datestamp><setSpec>${SET_SPEC}</setSpec></header>`;

const dc = (name: string, value: string) => `<dc:${name}>${esc(value)}</dc:${name}>`;
const day = (seconds: number) => utc(seconds).slice(0, 10);

/** Simple Dublin Core of the latest version: creators as "Family, Given", members by their registered names. */
export const oaiDc = (repo: Repository, record: OaiRecord, memberNames: MemberNames): string => {
  const page = `${repo.base}/journal/publications/${record.pubNum}`;
  const creators = citedAuthorsOf(record.authors, memberNames).map((a) => {
    const parts = authorNameParts(a);
    return 'literal' in parts ? parts.literal : `${parts.family}, ${parts.given}`;
  });
  return [
    `<oai_dc:dc xmlns:oai_dc="${OAI_DC.namespace}" xmlns:dc="http://purl.org/dc/elements/1.1/"`,
    ` xsi:schemaLocation="${OAI_DC.namespace} ${OAI_DC.schema}">`,
    dc('title', record.title),
    ...creators.map((c) => dc('creator', c)),
    ...record.keywords.map((k) => dc('subject', k)),
    dc('description', record.abstract),
    dc('publisher', `Academy of ${repo.academyName}`),
    dc('date', day(record.firstPublished)),
    dc('type', 'info:eu-repo/semantics/article'),
    dc('type', 'Text'),
    dc('identifier', page),
    ...(record.pdf
      ? [
          dc('format', 'application/pdf'),
          dc(
            'relation',
            `${repo.base}/rest/journal/publications/${record.pubNum}/versions/${record.latestVersion}/pdf`,
          ),
        ]
      : []),
    dc('relation', `${page}/${record.latestVersion}`),
    dc('source', `${journalTitle(repo.academyName)}, no. ${record.pubNum}, version ${record.latestVersion}`),
    dc('rights', record.licence),
    '</oai_dc:dc>',
  ].join('');
};

export const errorBody = (code: string, message: string): string =>
  `<error code="${code}">${esc(message)}</error>`;
