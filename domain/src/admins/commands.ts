export interface GrantAdmin {
  type: 'GrantAdmin';
  userID: string;
  by: string;
}

export interface RevokeAdmin {
  type: 'RevokeAdmin';
  userID: string;
  by: string;
}

export type AdminsCommand = GrantAdmin | RevokeAdmin;
