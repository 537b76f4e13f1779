import * as client from 'openid-client';
import { type Logger } from '@academy/platform';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface OidcStart {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What the provider says about the person (the ID token's claims merged with UserInfo). */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The OpenID provider through `openid-client`: authorization code with PKCE, state and nonce.
 * Discovery happens on first use and is retried after a failure. Plain http is allowed only
 * for a provider on this machine (tests, local development).
 */
export class OidcClient {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    private readonly settings: OidcSettings,
    private readonly logger: Logger,
  ) {}

  private config(): Promise<client.Configuration> {
    const issuer = new URL(this.settings.issuer);
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
    this.configuration ??= client
      // client_secret_basic: the OpenID default token endpoint authentication.
      .discovery(
        issuer,
        this.settings.clientId,
        this.settings.clientSecret,
        client.ClientSecretBasic(this.settings.clientSecret),
        {
          execute: insecure ? [client.allowInsecureRequests] : [],
          timeout: 10,
        },
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  async start(redirectUri: string): Promise<OidcStart> {
    const config = await this.config();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url, state, nonce, codeVerifier };
  }

  /** Exchanges the code; `callbackUrl` is the redirect URI with the provider's query. */
  async finish(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<OidcIdentity> {
    const config = await this.config();
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    let info: Record<string, unknown> = {};
    try {
      info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    } catch (error) {
      this.logger.warn('oidc: userinfo failed; using the ID token claims', {
        error: (error as Error).message,
      });
    }
    const merged: Record<string, unknown> = { ...claims, ...info };
    return {
      issuer: config.serverMetadata().issuer,
      subject: claims.sub,
      email: text(merged.email),
      emailVerified: merged.email_verified === true,
      givenName: text(merged.given_name),
      familyName: text(merged.family_name),
      name: text(merged.name),
    };
  }
}
