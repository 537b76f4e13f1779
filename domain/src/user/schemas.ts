import { z } from 'zod';

export const membershipTierSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,50}$/, 'A membership tier is 1 to 50 lowercase letters, digits or dashes');

const nameSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is at most 100 characters`);

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .max(254, 'Email is at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(12, 'Password must be at least 12 characters')
  .max(200, 'Password is at most 200 characters');

export const signUpSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  membershipTier: membershipTierSchema.optional(),
});

export type SignUpInput = z.infer<typeof signUpSchema>;

/** Emails are unique regardless of case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
