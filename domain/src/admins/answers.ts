/** `GET /rest/admin/dashboard`: the admin area's overview. */
export interface AdminDashboard {
  members: { tier: string | null; status: string; count: number }[];
  signups: { day: string; count: number }[];
  revenue: { day: string; currency: string | null; amount: number }[];
  pendingShipments: number;
  removedPublications: number;
  latestEvents: { type: string; streamId: string; time: string; actor: string | null; link: string | null }[];
  recentAudits: {
    time: string;
    adminID: string;
    adminName?: string | null;
    view: string;
    subject?: { kind: string; id: string };
  }[];
}

/** One admin: who granted them (a name or `operator:…`) and when. */
export interface AdminListEntry {
  userID: string;
  name: string;
  email: string;
  since: string | null;
  by: string | null;
  byName: string | null;
}

/** `GET /rest/admin/admins`. */
export interface AdminsAnswer {
  admins: AdminListEntry[];
}

/** `GET /rest/admin/members/lookup?email=`: the member who owns that address. */
export interface FoundMember {
  userID: string;
  firstName: string;
  lastName: string;
  email?: string;
}
