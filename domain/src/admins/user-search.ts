import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { type MembershipAnswer } from '../membership/answers.js';

/**
 * A phone number as the admin search keys it: E.164 (`+14155550100`) whatever the format typed:
 * `+1 (415) 555-0100`, `14155550100` and `+1 415 555 0100` give the same key. A number without
 * `+` is read with its country code first; undefined when it cannot be a phone number.
 */
export const phoneSearchKey = (raw: string): string | undefined => {
  const text = raw.trim();
  const digits = text.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 15) return undefined;
  const parsed = parsePhoneNumberFromString(text.startsWith('+') ? text : `+${digits}`);
  return parsed?.isPossible() ? parsed.number : `+${digits}`;
};

export const adminUserQueryTypes = ['name', 'email', 'phone'] as const;

/** `GET /rest/admin/users?queryValue=&queryType=name|email|phone&page=&limit=` */
export const adminUserSearchSchema = z
  .object({
    queryValue: z.string().trim().max(200).default(''),
    queryType: z.enum(adminUserQueryTypes).default('name'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export type AdminUserSearch = z.infer<typeof adminUserSearchSchema>;

/** One member as the admin area lists them. */
export interface AdminUserRow {
  userID: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  membershipTier: string | null;
  membershipStatus: string | null;
  status: 'active' | 'banned';
  banReason: string | null;
  admin: boolean;
  adminSince: string | null;
  adminBy: string | null;
  created: string;
  lastSignIn: string | null;
}

/** `GET /rest/admin/users/{userID}`: the row, and the membership as the member's own settings read it. */
export interface AdminUserDetail extends AdminUserRow {
  membership: MembershipAnswer;
}

export interface AdminUserSearchResult {
  users: AdminUserRow[];
  total: number;
  page: number;
  limit: number;
}
