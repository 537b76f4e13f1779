import { type TestApp } from '../support/test-app.js';
import { XMLValidator } from 'fast-xml-parser';
import { newReport, type EndpointReport } from './fuzz-endpoint.js';
import { type FuzzRequest } from './hostile-requests.js';
import { percentEncode } from './unicode-samples.js';
import { type SweepSamples } from './unicode-sweep.js';

/** OAI-PMH requests whose every argument in turn holds the sample (verbs that echo it included). */
const OAI_QUERIES: Record<string, string>[] = [
  { verb: 'Identify' },
  { verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '2000-01-01' },
  { verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', set: 'journal' },
  { verb: 'GetRecord', metadataPrefix: 'oai_dc', identifier: 'oai:127.0.0.1:publication/1' },
  { verb: 'ListRecords', resumptionToken: 'x' },
];

/**
 * Why a text is not well-formed XML 1.0, if it is not: fast-xml-parser's verdict on its markup,
 * and any character XML 1.0 cannot carry (which that parser lets through; the answer was decoded
 * as UTF-8, so no lone surrogate can be in it). Fast enough for every case of the sweep; the site
 * suites judge their documents with libxml2.
 */
const xmlProblem = (text: string): string | undefined => {
  const verdict = XMLValidator.validate(text);
  if (verdict !== true) return verdict.err.msg;
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const illegal = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/.exec(text);
  return illegal
    ? `U+${illegal[0].codePointAt(0)!.toString(16).toUpperCase()}, which XML cannot carry`
    : undefined;
};

const query = (args: Record<string, string>): string =>
  Object.entries(args)
    .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
    .join('&');

/** Every case: the sample in each OAI-PMH argument (and as an argument's name), in the feed's, the sitemaps' and robots.txt's addresses. */
const casesFor = (text: string): FuzzRequest[] => {
  const get = (path: string): FuzzRequest => ({ method: 'GET', path, headers: {}, as: 'visitor' });
  const oai = OAI_QUERIES.flatMap((args) => [
    ...Object.keys(args).map((key) => get(`/oai?${query({ ...args, [key]: text })}`)),
    get(`/oai?${query({ ...args, [text]: '1' })}`),
    {
      ...get('/oai'),
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: query({ ...args, verb: text }),
    },
  ]);
  return [
    ...oai,
    get(`/journal/feed.xml?q=${percentEncode(text)}`),
    get(`/sitemap.xml?q=${percentEncode(text)}`),
    get(`/robots.txt?q=${percentEncode(text)}`),
  ];
};

/**
 * What harvesters and crawlers read outside /rest (OAI-PMH, the feed, the sitemaps, robots.txt), with
 * each sample, ill-formed or odd, wherever a request can carry it: never a 5xx, and every XML
 * answer well-formed (an OAI-PMH error echoes its arguments).
 */
export const sweepSite = async (app: TestApp, samples: SweepSamples): Promise<EndpointReport> => {
  const { report, violation, tally } = newReport('site: /oai, feed, sitemaps, robots.txt');
  const started = Date.now();
  const base = new URL(app.url);
  for (const text of [...samples.illFormed, ...samples.odd])
    for (const req of casesFor(text)) {
      const answer = await tally(base, req, undefined);
      if (!answer || !/xml/.test(answer.headers['content-type'] ?? '')) continue;
      const problem = xmlProblem(answer.text);
      if (problem) violation(req, `not well-formed XML: ${problem}`);
    }
  report.ms = Date.now() - started;
  return report;
};
