import { sha256Hex, type Migration, type SqlExecutor } from '@academy/platform';

/** OpenID sign-ins under way: the PKCE verifier and nonce wait here, keyed by the state's hash. */
export const signInFlowMigrations: Migration[] = [
  {
    id: 'sign-in-flows-1',
    sql: `
      create table sign_in_flows (
        state_hash text primary key,
        code_verifier text not null,
        nonce text not null,
        redirect_uri text not null,
        expires_at timestamptz not null
      );
      create index sign_in_flows_expires on sign_in_flows (expires_at);
    `,
  },
];

export const FLOW_TTL_MS = 10 * 60_000;

/** Binds the flow to this browser: the callback must come back with the state it was sent with. */
export const STATE_COOKIE = 'academy_oidc_state';
export const STATE_COOKIE_PATH = '/rest/signin/oidc';

export interface SignInFlow {
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

export const saveFlow = async (
  db: SqlExecutor,
  state: string,
  flow: SignInFlow,
  now: Date,
): Promise<void> => {
  await db.query(
    'insert into sign_in_flows (state_hash, code_verifier, nonce, redirect_uri, expires_at) values ($1, $2, $3, $4, $5)',
    [
      sha256Hex(state),
      flow.codeVerifier,
      flow.nonce,
      flow.redirectUri,
      new Date(now.getTime() + FLOW_TTL_MS).toISOString(),
    ],
  );
};

/** Takes the flow once: a replayed callback finds nothing. */
export const takeFlow = async (
  db: SqlExecutor,
  state: string,
  now: Date,
): Promise<SignInFlow | undefined> => {
  const { rows } = await db.query<{
    code_verifier: string;
    nonce: string;
    redirect_uri: string;
    expires_at: Date | string;
  }>(
    'delete from sign_in_flows where state_hash = $1 returning code_verifier, nonce, redirect_uri, expires_at',
    [sha256Hex(state)],
  );
  const row = rows[0];
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return undefined;
  return { codeVerifier: row.code_verifier, nonce: row.nonce, redirectUri: row.redirect_uri };
};

export const purgeExpiredFlows = async (db: SqlExecutor, now: Date): Promise<number> =>
  (await db.query('delete from sign_in_flows where expires_at <= $1', [now.toISOString()])).rowCount;
