/** The protocol's errors (OAI-PMH 2.0, section 3.6). */
export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type Verb =
  'Identify' | 'ListMetadataFormats' | 'ListSets' | 'ListIdentifiers' | 'ListRecords' | 'GetRecord';

/** Each verb's arguments: required, optional, or exclusive (a resumption token alone). */
const ARGUMENTS: Record<Verb, { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  ListIdentifiers: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: 'resumptionToken',
  },
  ListRecords: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: 'resumptionToken',
  },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
};

export interface OaiRequest {
  verb: Verb;
  args: Record<string, string>;
}

/**
 * The verb and its arguments, checked as the protocol asks: a missing or unknown verb is badVerb;
 * a repeated, unknown or missing argument, or a resumption token with others, is badArgument.
 */
export const parseOaiRequest = (query: Record<string, unknown>): OaiRequest => {
  const verb = query.verb;
  if (typeof verb !== 'string' || !Object.hasOwn(ARGUMENTS, verb))
    throw new OaiError('badVerb', Array.isArray(verb) ? 'The verb is repeated' : 'Illegal OAI verb');
  const rule = ARGUMENTS[verb as Verb];
  const args: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (name === 'verb') continue;
    if (typeof value !== 'string')
      throw new OaiError('badArgument', `The argument ${name} is repeated or malformed`);
    if (![...rule.required, ...rule.optional, rule.exclusive].includes(name))
      throw new OaiError('badArgument', `${verb} takes no argument ${name}`);
    args[name] = value;
  }
  if (rule.exclusive && args[rule.exclusive] !== undefined) {
    if (Object.keys(args).length > 1)
      throw new OaiError('badArgument', `${rule.exclusive} is an exclusive argument`);
    return { verb: verb as Verb, args };
  }
  const missing = rule.required.filter((name) => args[name] === undefined);
  if (missing.length > 0) throw new OaiError('badArgument', `${verb} needs ${missing.join(' and ')}`);
  return { verb: verb as Verb, args };
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/** A from/until argument as seconds since the epoch (until a day: its last second); badArgument if ill-formed. */
export const oaiDate = (value: string, end: boolean): { seconds: number; day: boolean } => {
  const day = DAY.test(value);
  if (!day && !SECOND.test(value))
    throw new OaiError('badArgument', `Not a UTC date of the repository's granularity: ${value}`);
  const ms = Date.parse(day ? `${value}T00:00:00Z` : value);
  if (
    Number.isNaN(ms) ||
    new Date(ms).toISOString().slice(0, value.length - (day ? 0 : 1)) !== value.replace(/Z$/, '')
  )
    throw new OaiError('badArgument', `Not a date: ${value}`);
  return { seconds: ms / 1000 + (day && end ? 86_399 : 0), day };
};
