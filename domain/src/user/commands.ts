export interface RegisterUser {
  type: 'RegisterUser';
  userID: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  membershipTier: string | null;
}

export type UserCommand = RegisterUser;
