/** One of the dashboard's latest events, as an admin reads it: names, not ids. */
export interface LatestEvent {
  type: string;
  /** `Signed up`, `Membership activated: member`, … */
  label: string;
  streamId: string;
  /** Whom or what it is about: a member's name, `Publication 3`, `Order 1a2b3c4d`. */
  subject: string;
  time: string;
  /** As recorded (a user id, `operator:…`, `provider:stripe`, `member`). */
  actor: string | null;
  /** Who did it: a member's name, `Stripe`, `Scheduler`, the operator. */
  actorName: string;
  /** Where its subject's audit is. */
  link: string | null;
}

/** `GET /rest/admin/dashboard`: the admin area's overview. */
export interface AdminDashboard {
  members: { tier: string | null; status: string; count: number }[];
  signups: { day: string; count: number }[];
  revenue: { day: string; currency: string | null; amount: number }[];
  pendingShipments: number;
  removedPublications: number;
  latestEvents: LatestEvent[];
  /** Payment events of a handled type that could not be read (refused, so the provider retries): the newest 10. */
  unreadablePaymentEvents: {
    count: number;
    latest: {
      time: string;
      provider: string;
      providerEventId: string;
      type: string;
      problem: string;
      appliedSince: boolean;
    }[];
  };
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
