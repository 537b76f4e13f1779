import { z } from 'zod';

const intParam = (label: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (!/^\d+$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number` });
        return z.NEVER;
      }
      const n = Number(value);
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });

export const registrySearchSchema = z.object({
  query: z.string().max(200, 'query is at most 200 characters').optional().default(''),
  page: intParam('page', 1, 1_000_000, 1),
  limit: intParam('limit', 1, 100, 20),
});

export type RegistrySearchParams = z.infer<typeof registrySearchSchema>;

export interface RegistryHit {
  userID: string;
  firstName: string;
  lastName: string;
  membershipTier: string | null;
}

export interface RegistrySearchResult {
  hits: RegistryHit[];
  total: number;
  page: number;
}

/** Search terms: trimmed, lowercased, split on white space; empty means "list everyone". */
export const searchTerms = (query: string): string[] =>
  query
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((t) => t.length > 0)
    .slice(0, 8);
