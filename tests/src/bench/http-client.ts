import { randomUUID } from 'node:crypto';
import { type RegistrySearchResult } from '@academy/domain';

export const BENCH_PASSWORD = 'bench-password-0123456789';

export interface SignUpAnswer {
  userID: string;
  position: number;
}

/** `POST /rest/signup` as the page sends it; throws with the answer on anything but 201. */
export const signUp = async (url: string, firstName: string, lastName: string): Promise<SignUpAnswer> => {
  const email = `${firstName}.${lastName}.${randomUUID().slice(0, 8)}@bench.example.org`
    .toLowerCase()
    .replace(/[^a-z0-9.@-]/g, '');
  const res = await fetch(`${url}/rest/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, firstName, lastName }),
  });
  const body = (await res.json()) as SignUpAnswer;
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
};

export interface SearchAnswer extends RegistrySearchResult {
  stale: boolean;
}

/** `GET /rest/registry/search`, with `X-Min-Position` when given. */
export const search = async (url: string, query: string, minPosition?: number): Promise<SearchAnswer> => {
  const res = await fetch(`${url}/rest/registry/search?query=${encodeURIComponent(query)}`, {
    headers: minPosition === undefined ? {} : { 'x-min-position': String(minPosition) },
  });
  const body = (await res.json()) as RegistrySearchResult;
  if (res.status !== 200) throw new Error(`search answered ${res.status}: ${JSON.stringify(body)}`);
  return { ...body, stale: res.headers.get('x-stale') === 'true' };
};

/** A last name no one else has: `Lag` and eight random letters. */
export const uniqueName = (prefix: string): string => {
  const letters = Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return `${prefix}${letters}`;
};
