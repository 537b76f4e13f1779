import { RouteTable, rawBodyOf } from '@academy/platform';
import express from 'express';
import { type CommandDeps } from '../../pipeline/deps.js';
import { receiveWebhook } from '../receive-provider-event.js';

export const STRIPE_WEBHOOK_PATH = '/rest/payments/stripe/webhook';

/**
 * The webhook's body stays raw (the signature is over its exact bytes): mount this before the
 * JSON body parser, at `STRIPE_WEBHOOK_PATH`.
 */
export const webhookRawBody = (): express.RequestHandler => express.raw({ type: () => true, limit: '1mb' });

/**
 * `POST /rest/payments/stripe/webhook`: verify the signature (400 `invalid-signature`, nothing
 * appended), apply the event at most once, answer 200 `{ received: true, outcome }` (an unknown
 * type: `ignored`, nothing appended). The test checkout delivers its events here too.
 */
export const stripeWebhookRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post(STRIPE_WEBHOOK_PATH, {}, async (req, res) => {
    const body: unknown = req.body;
    const raw = Buffer.isBuffer(body) ? body : (rawBodyOf(req) ?? Buffer.alloc(0));
    const result = await receiveWebhook(deps, raw, req.get('stripe-signature'));
    res.json({ received: true, outcome: result.outcome });
  });
