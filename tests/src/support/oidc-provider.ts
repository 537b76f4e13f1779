import http from 'node:http';
import { type AddressInfo } from 'node:net';

export interface OidcAccount {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who can sign in at the provider, by subject. */
  accounts: Map<string, OidcAccount>;
  /** Starts answering, with the app's callback registered (the app needs the issuer first). */
  serve(appUrl: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider 9, its development login and consent pages) on
 * 127.0.0.1, for tests: it listens at once, so the app can be started with its issuer, and
 * serves once told the app's address.
 */
export const listenTestOidcProvider = async (
  clientSecret = 'academy-test-secret',
): Promise<TestOidcProvider> => {
  const clientId = 'academy';
  const accounts = new Map<string, OidcAccount>();
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    async serve(appUrl) {
      const { default: Provider } = await import('oidc-provider');
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [`${appUrl}/rest/signin/oidc/callback`],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['given_name', 'family_name'],
        },
        findAccount: (_ctx: unknown, sub: string) => ({
          accountId: sub,
          claims: () => ({ sub, ...accounts.get(sub) }),
        }),
        cookies: { keys: [`oidc-test-cookie-key-${clientSecret}`] },
        ttl: {
          AccessToken: 600,
          AuthorizationCode: 60,
          Grant: 600,
          IdToken: 600,
          Interaction: 600,
          Session: 600,
        },
      });
      handler = provider.callback();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
