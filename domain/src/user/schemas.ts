import { z } from 'zod';
import { isSingleLine, isWellFormedText, singleLineMessage } from '../text/text-rules.js';

export const membershipTierSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,50}$/, 'A membership tier is 1 to 50 lowercase letters, digits or dashes');

const nameSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is at most 100 characters`)
    .refine(isSingleLine, singleLineMessage(label));

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .max(254, 'Email is at most 254 characters')
  .refine(isSingleLine, singleLineMessage('Email'))
  .pipe(z.email({ error: 'Enter a valid email address' }));

/** Passwords are hashed as given: text that is not well formed is refused, never collapsed to U+FFFD. */
const PASSWORD_TEXT = 'Password must be well-formed text (no lone surrogate, NUL or control character)';

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(12, 'Password must be at least 12 characters')
  .max(200, 'Password is at most 200 characters')
  .refine(isWellFormedText, PASSWORD_TEXT);

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

/** What `/sign-in` posts. The password is not held to the sign-up rules: any stored one may be tried. */
export const signInSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password is at most 200 characters')
    .refine(isWellFormedText, PASSWORD_TEXT),
});

export type SignInInput = z.infer<typeof signInSchema>;

export const userIdSchema = z.uuid({ error: 'A user id is a UUID' });

export const banReasonSchema = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(1, 'A reason is required')
  .max(500, 'A reason is at most 500 characters');

export const banUserSchema = z.strictObject({ reason: banReasonSchema });

export const unbanUserSchema = z.strictObject({ reason: banReasonSchema.optional() });

export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });

/** How long a password reset link works (once): the mail and the page that sends it both say so. */
export const RESET_LINK_MINUTES = 30;

export const passwordResetConfirmSchema = z.strictObject({
  token: z
    .string({ error: 'The reset token is required' })
    .min(1, 'The reset token is required')
    .max(200, 'The reset token is too long'),
  password: passwordSchema,
});

/** `POST /rest/user/password`: the current password, and a new one held to the sign-up rules. */
export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'The current password is required' })
    .min(1, 'The current password is required')
    .max(200, 'Password is at most 200 characters')
    .refine(isWellFormedText, PASSWORD_TEXT),
  newPassword: passwordSchema,
});

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * `POST /rest/user/email`: the new address, confirmed through a link mailed to it, and the current
 * password (a session alone does not move the account).
 */
export const changeEmailSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: 'Your password is required' })
    .min(1, 'Your password is required')
    .max(200, 'Password is at most 200 characters')
    .refine(isWellFormedText, PASSWORD_TEXT),
});

/** `POST /rest/user/email/undo`: the token of the link mailed to the old address. */
export const undoEmailChangeSchema = z.strictObject({
  token: z
    .string({ error: 'The undo token is required' })
    .min(1, 'The undo token is required')
    .max(200, 'The undo token is too long'),
});

/** `POST /rest/user/email/confirm`: the token of that link. */
export const confirmEmailChangeSchema = z.strictObject({
  token: z
    .string({ error: 'The confirmation token is required' })
    .min(1, 'The confirmation token is required')
    .max(200, 'The confirmation token is too long'),
});
