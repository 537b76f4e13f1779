import { z } from 'zod';

/** `POST /rest/user/erase`: the member's current password (absent for a member without one: OpenID only). */
export const eraseSelfSchema = z.strictObject({
  password: z.string({ error: 'Your password must be text' }).max(1000).optional(),
});
export type EraseSelfInput = z.infer<typeof eraseSelfSchema>;

/** `POST /rest/admin/users/{userID}/erase`: why the admin erases the member (the request it answers). */
export const eraseMemberSchema = z.strictObject({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(1, 'A reason is required')
    .max(500, 'A reason is at most 500 characters'),
});
export type EraseMemberInput = z.infer<typeof eraseMemberSchema>;
