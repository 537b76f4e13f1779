import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { parseStripeParams } from './stripe/form-params.js';
import { invoice, refund } from './stripe/stripe-billing.js';
import { completeCheckout, expireCheckout, type CompletedCheckout } from './stripe/stripe-checkouts.js';
import { route } from './stripe/stripe-routes.js';
import { StripeWorld, type StripeEvent } from './stripe/stripe-world.js';

export { StripeWorld, type StripeEvent, type StripeObject, type Signed } from './stripe/stripe-world.js';
export { type CompletedCheckout } from './stripe/stripe-checkouts.js';

export interface StripeServer {
  world: StripeWorld;
  /** For the `stripe` client's `host`, `port` and `protocol` options. */
  api: { host: string; port: number; protocol: 'http' };
  secretKey: string;
  webhookSecret: string;
  completeCheckout(sessionId: string, options?: { periodEnd?: number }): CompletedCheckout;
  expireCheckout(sessionId: string): StripeEvent;
  /** An invoice of a subscription: `invoice.paid` or `invoice.payment_failed`. */
  invoice(subscriptionId: string, options: Parameters<typeof invoice>[2]): StripeEvent;
  /** `charge.refunded` with the running total refunded. */
  refund(options: Parameters<typeof refund>[1]): StripeEvent;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const send = (res: ServerResponse, status: number, body: unknown, requestId: string): void => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': requestId });
  res.end(JSON.stringify(body));
};

/**
 * A Stripe-shaped HTTP server on 127.0.0.1 (a free port), serving only what the product calls:
 * checkout sessions (create, retrieve), events (list with a cursor), subscriptions (list,
 * retrieve, update). Tests drive "Stripe" through `world` and sign webhooks with `world.sign`.
 */
export const startStripeServer = async (
  options: { secretKey?: string; webhookSecret?: string; now?: () => number } = {},
): Promise<StripeServer> => {
  const secretKey = options.secretKey ?? 'sk_test_fakeStripeServer0001';
  const webhookSecret = options.webhookSecret ?? 'whsec_fakeStripeServer0001';
  const world = new StripeWorld(secretKey, webhookSecret, options.now);
  let requests = 0;

  const server = createServer((req, res) => {
    requests += 1;
    const requestId = `req_${requests}`;
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        send(
          res,
          401,
          { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
          requestId,
        );
        return;
      }
      const body = method === 'POST' ? await readBody(req) : url.search.slice(1);
      const params = parseStripeParams(body);
      world.requests.push({ method, path: url.pathname, params });
      const answer = route(world, method, url.pathname, params);
      send(res, answer.status, answer.body, requestId);
    })().catch((error: unknown) =>
      send(res, 500, { error: { type: 'api_error', message: String(error) } }, requestId),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    world,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    secretKey,
    webhookSecret,
    completeCheckout: (sessionId, opts) => completeCheckout(world, sessionId, opts),
    expireCheckout: (sessionId) => expireCheckout(world, sessionId),
    invoice: (subscriptionId, opts) => invoice(world, subscriptionId, opts),
    refund: (opts) => refund(world, opts),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
