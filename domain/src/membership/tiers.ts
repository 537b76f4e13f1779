import { z } from 'zod';

/**
 * The tier catalogue is configuration (TIERS_FILE, or the built-in default): which tiers exist,
 * what they cost and which capabilities they grant. Code names capabilities, never tiers.
 */
const kebab = /^[a-z0-9-]{1,50}$/;

export const tierIdSchema = z
  .string({ error: 'expected 1 to 50 lowercase letters, digits or dashes' })
  .regex(kebab, 'expected 1 to 50 lowercase letters, digits or dashes');

/** What a route or a page requires: `journal-submit`, `registry-listing`, … */
export const capabilitySchema = z
  .string({ error: 'expected a capability such as journal-submit' })
  .regex(kebab, 'expected a capability such as journal-submit');

export type Capability = z.infer<typeof capabilitySchema>;

export const tierPriceSchema = z.strictObject(
  {
    /** In minor units (cents): 6000 is 60.00. */
    amount: z
      .number({ error: 'expected a whole number' })
      .int('expected a whole number')
      .min(1, 'expected a whole number above 0 (leave the price out for a free tier)')
      .max(100_000_000, 'expected a whole number up to 100000000'),
    currency: z
      .string({ error: 'expected a three-letter currency code such as EUR' })
      .regex(/^[A-Z]{3}$/, 'expected a three-letter currency code such as EUR'),
  },
  { error: 'expected { amount, currency }' },
);

export type TierPrice = z.infer<typeof tierPriceSchema>;

export const tierIntervalSchema = z.enum(['year', 'month', 'none'], {
  error: 'expected year, month or none',
});

export type TierInterval = z.infer<typeof tierIntervalSchema>;

export const tierSchema = z
  .strictObject(
    {
      id: tierIdSchema,
      name: z
        .string({ error: 'expected a name of 1 to 100 characters' })
        .trim()
        .min(1, 'expected a name of 1 to 100 characters')
        .max(100, 'expected a name of 1 to 100 characters'),
      description: z
        .string({ error: 'expected a text of at most 1000 characters' })
        .max(1000, 'expected a text of at most 1000 characters'),
      perks: z
        .array(
          z
            .string({ error: 'expected a line of 1 to 200 characters' })
            .trim()
            .min(1, 'expected a line of 1 to 200 characters')
            .max(200, 'expected a line of 1 to 200 characters'),
          { error: 'expected a list of lines of text' },
        )
        .max(20, 'expected at most 20 perks'),
      price: tierPriceSchema.optional(),
      interval: tierIntervalSchema,
      token: z.boolean({ error: 'expected true or false' }),
      grants: z.array(capabilitySchema, { error: 'expected a list of capabilities such as journal-submit' }),
      stripePriceId: z
        .string({ error: 'expected a Stripe price id such as price_1AbC' })
        .regex(/^price_[A-Za-z0-9_]{1,200}$/, 'expected a Stripe price id such as price_1AbC')
        .optional(),
    },
    { error: 'expected a tier object' },
  )
  .superRefine((tier, ctx) => {
    if (!tier.price && tier.interval !== 'none') {
      ctx.addIssue({
        code: 'custom',
        path: ['interval'],
        message: 'expected none for a free tier (no price)',
      });
    }
    if (!tier.price && tier.stripePriceId !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['stripePriceId'],
        message: 'expected no Stripe price for a free tier',
      });
    }
  });

export type Tier = z.infer<typeof tierSchema>;

/** The file's shape: `{ "tiers": [ … ] }`, ids unique, at least one tier. */
export const tierCatalogueSchema = z
  .strictObject(
    {
      tiers: z.array(tierSchema, { error: 'expected a list of tiers' }).min(1, 'expected at least one tier'),
    },
    { error: 'expected an object { "tiers": [ … ] }' },
  )
  .superRefine((catalogue, ctx) => {
    const seen = new Set<string>();
    catalogue.tiers.forEach((tier, index) => {
      if (seen.has(tier.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', index, 'id'],
          message: `expected a unique id; ${tier.id} appears twice`,
        });
      }
      seen.add(tier.id);
    });
  });

export type TierCatalogue = z.infer<typeof tierCatalogueSchema>;
