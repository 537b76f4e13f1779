/** The `admins` stream: the set of admins, one stream so the last admin cannot be removed. */
export const ADMINS_STREAM = 'admins';

export interface AdminChangeData {
  userID: string;
  /** Who did it: an admin's user id, or `operator:<name>` for the command line. */
  by: string;
}

export type AdminsEvent =
  { type: 'AdminGranted'; data: AdminChangeData } | { type: 'AdminRevoked'; data: AdminChangeData };
