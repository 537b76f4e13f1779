import { readFileSync } from 'node:fs';
import { defaultTierCatalogue, tierCatalogueSchema, type TierCatalogue } from '@academy/domain';
import { type z } from 'zod';
import { ConfigError } from './config-error.js';

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

const describeIssue = (issue: z.core.$ZodIssue): string => {
  const at = issue.path.map(String).join('.') || '(file)';
  if (issue.code === 'unrecognized_keys') return `${at}: unknown field ${issue.keys.join(', ')}`;
  return `${at}: ${issue.message}`;
};

/** Parses and validates a catalogue's text; a wrong one throws one line naming the field. */
export const parseTierCatalogue = (text: string): TierCatalogue => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`TIERS_FILE is not valid JSON: ${oneLine((error as Error).message)}`);
  }
  const result = tierCatalogueSchema.safeParse(json);
  if (!result.success) throw new ConfigError(`TIERS_FILE ${oneLine(describeIssue(result.error.issues[0]!))}`);
  return result.data;
};

/** The tier catalogue: the file TIERS_FILE names, or the built-in default when it is unset. */
export const loadTierCatalogue = (
  file: string | undefined,
  read: (file: string) => string = (f) => readFileSync(f, 'utf8'),
): TierCatalogue => {
  if (file === undefined) return defaultTierCatalogue;
  let text: string;
  try {
    text = read(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? oneLine((error as Error).message);
    throw new ConfigError(`TIERS_FILE=${JSON.stringify(file)} cannot be read: ${code}`);
  }
  return parseTierCatalogue(text);
};
