import { OaiError } from './oai-arguments.js';

/** Where a list stands: its verb and window, the last record sent, how many were sent before. */
export interface ListToken {
  verb: 'ListIdentifiers' | 'ListRecords';
  from?: number;
  until?: number;
  after?: [number, number];
  cursor: number;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

export const encodeToken = (token: ListToken): string =>
  Buffer.from(JSON.stringify(token)).toString('base64url');

/** The token back, or badResumptionToken when it is not one this repository gave for this verb. */
export const decodeToken = (text: string, verb: ListToken['verb']): ListToken => {
  let token: Partial<ListToken>;
  try {
    if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) throw new Error('not base64url');
    token = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<ListToken>;
  } catch {
    throw new OaiError('badResumptionToken', 'The resumption token is invalid');
  }
  const valid =
    token !== null &&
    typeof token === 'object' &&
    token.verb === verb &&
    isNumber(token.cursor) &&
    (token.from === undefined || isNumber(token.from)) &&
    (token.until === undefined || isNumber(token.until)) &&
    Array.isArray(token.after) &&
    token.after.length === 2 &&
    token.after.every(isNumber);
  if (!valid) throw new OaiError('badResumptionToken', 'The resumption token is invalid or expired');
  return token as ListToken;
};
