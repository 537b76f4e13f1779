import { type TestApp } from '../support/test-app.js';
import { xmlErrorsOf } from '../support/well-formed-xml.js';
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

const query = (args: Record<string, string>): string =>
  Object.entries(args)
    .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
    .join('&');

/** Every case: the sample in each OAI-PMH argument (and as an argument's name), in the feed's, the sitemap's and pages' addresses. */
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
    get(`/journal/publications/${percentEncode(text)}`),
    get(`/sign-up/${percentEncode(text)}`),
    get(`/profile/${percentEncode(text)}`),
  ];
};

/**
 * What harvesters and crawlers read outside /rest (OAI-PMH, the feed, the sitemap, pages), with
 * each sample, ill-formed or odd, wherever a request can carry it: never a 5xx, and every XML
 * answer well-formed (an OAI-PMH error echoes its arguments).
 */
export const sweepSite = async (app: TestApp, samples: SweepSamples): Promise<EndpointReport> => {
  const { report, violation, tally } = newReport('site: /oai, feed, sitemap, pages');
  const started = Date.now();
  const base = new URL(app.url);
  for (const text of [...samples.illFormed, ...samples.odd])
    for (const req of casesFor(text)) {
      const answer = await tally(base, req, undefined);
      if (!answer || !/xml/.test(answer.headers['content-type'] ?? '')) continue;
      const errors = await xmlErrorsOf(answer.text);
      if (errors.length > 0) violation(req, `not well-formed XML: ${errors[0]}`);
    }
  report.ms = Date.now() - started;
  return report;
};
