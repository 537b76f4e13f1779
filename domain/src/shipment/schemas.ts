import { z } from 'zod';
import { isCountryCode } from '../profile/countries.js';
import { isSingleLine, singleLineMessage } from '../text/text-rules.js';
import { shippingAddressSchema } from './events.js';

/**
 * An address as a member or an admin enters it: the recorded shape, and a country that is one of
 * ISO 3166-1's assigned codes (`XX` is refused; recorded addresses are read as they were written).
 */
export const shippingAddressRequestSchema = shippingAddressSchema.extend({
  country: z
    .string({ error: 'The country is an ISO 3166-1 alpha-2 code' })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, 'The country is an ISO 3166-1 alpha-2 code, such as DE or GB'),
});

export const markShippedSchema = z.strictObject({
  carrier: z.string().trim().min(1).max(100).refine(isSingleLine, singleLineMessage('The carrier')),
  tracking: z.string().trim().min(1).max(200).refine(isSingleLine, singleLineMessage('The tracking number')),
});
export const markDeliveredSchema = z.strictObject({});
export const markReturnedSchema = z.strictObject({ reason: z.string().trim().min(1).max(500) });

/** `POST /rest/admin/shipments/import` `{ csv }`: lines of `shipmentID,carrier,tracking` (a header line is skipped). */
export const importShippedSchema = z.strictObject({ csv: z.string().min(1).max(90_000) });

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ShippedRow {
  line: number;
  shipmentID: string;
  carrier: string;
  tracking: string;
}

/** One row of an import, as answered. */
export interface ShippedRowResult {
  line: number;
  shipmentID: string;
  /** `shipped`, `unchanged` (already shipped with that tracking), or the refusal's code. */
  result: string;
  /** Why a refused row was refused, in words (absent for `shipped` and `unchanged`). */
  reason?: string;
}

/** `POST /rest/admin/shipments/import`: each row's outcome, and the position of the last write. */
export interface ImportShippedAnswer {
  results: ShippedRowResult[];
  position: number;
}

/** A line of a shipped-CSV that is not `shipmentID,carrier,tracking`, and why. */
export interface RefusedShippedLine {
  line: number;
  reason: string;
}

/** Why the cells of a line are not a row, or `undefined` when they are one. */
const lineFault = (cells: string[]): string | undefined => {
  const [shipmentID = '', carrier = '', tracking = ''] = cells;
  if (cells.length !== 3) return `${cells.length} cells, not 3 (shipmentID,carrier,tracking)`;
  if (!uuid.test(shipmentID)) return 'The shipment ID is not a UUID';
  if (!carrier) return 'The carrier is empty';
  if (!tracking) return 'The tracking number is empty';
  if (carrier.length > 100) return 'The carrier is longer than 100 characters';
  if (tracking.length > 200) return 'The tracking number is longer than 200 characters';
  return undefined;
};

/** The rows of a shipped-CSV, or the lines that are not `shipmentID,carrier,tracking` with why. */
export const parseShippedCsv = (csv: string): { rows: ShippedRow[]; bad: RefusedShippedLine[] } => {
  const rows: ShippedRow[] = [];
  const bad: RefusedShippedLine[] = [];
  csv.split(/\r?\n/).forEach((text, i) => {
    const line = i + 1;
    if (!text.trim()) return;
    const cells = text.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
    if (line === 1 && cells[0]?.toLowerCase() === 'shipmentid') return;
    const reason = lineFault(cells);
    const [shipmentID = '', carrier = '', tracking = ''] = cells;
    if (reason) bad.push({ line, reason });
    else rows.push({ line, shipmentID: shipmentID.toLowerCase(), carrier, tracking });
  });
  return { rows, bad };
};
