import { uuidV5 } from './ids.js';

/**
 * The token shipment a membership activation asks for: the same id for the same event, always,
 * so the process manager never asks twice and the audit finds a member's shipments from their stream.
 */
export const shipmentIdOf = (activationEventId: string): string =>
  uuidV5(`token-shipment|${activationEventId}`);
