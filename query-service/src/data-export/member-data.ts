import { DATA_EXPORT_FORMAT, DomainError, type DataExport, type MembershipState } from '@academy/domain';
import { listUserSessions } from '@academy/platform';
import { type QueryDeps } from '../deps.js';
import { type AuditReader } from '../audit/audit-reader.js';
import { findPublication, listPublications } from '../publications/queries.js';
import { ordersOf } from '../orders/queries.js';
import { findProfileState } from '../profiles/queries.js';
import { shipmentsOf } from '../shipments/route.js';

const PAGE = 100;

/** Every publication the member is an author of (removed ones too), each with all its versions. */
const publicationsOf = async (deps: QueryDeps, userID: string): Promise<DataExport['publications']> => {
  const pubNums: number[] = [];
  for (let page = 1; ; page++) {
    const list = await listPublications(deps.db, {
      page,
      limit: PAGE,
      sort: 'newest',
      author: userID,
      withRemoved: true,
    });
    pubNums.push(...list.publications.map((p) => p.pubNum));
    if (list.publications.length < PAGE) break;
  }
  const found = [];
  for (const pubNum of pubNums) {
    const publication = await findPublication(deps.db, pubNum);
    if (!publication) continue;
    found.push({
      pubNum,
      submittedBy: publication.submittedBy,
      removal: publication.removal,
      versions: publication.versions.map((v) => ({ ...v })),
    });
  }
  return found;
};

const membershipOf = (
  state: MembershipState,
  history: DataExport['membership']['history'],
): DataExport['membership'] => ({
  status: state.status,
  tier: state.tier,
  periodEnd: state.periodEnd,
  graceUntil: state.graceUntil,
  pendingTier: state.pendingTier?.id ?? null,
  history,
});

/**
 * What the academy holds about one member, from the same reads their pages and the admin audit
 * use: the write side for the account and membership, the read models for the profile, orders and
 * publications, the streams for shipments and the audit timeline, and the sessions table.
 */
export const memberData = async (
  deps: QueryDeps,
  reader: AuditReader,
  member: { userID: string; admin: boolean; session: string | null },
  now: Date,
): Promise<DataExport> => {
  const { userID } = member;
  const { state: user } = await deps.access.user(userID);
  if (user.status === 'none') throw new DomainError('not-found', 'No such user');
  const [membership, subject, profile, orders, shipments, publications, sessions] = await Promise.all([
    deps.access.membership(userID),
    reader.subject('user', userID),
    findProfileState(deps.db, userID),
    ordersOf(deps.db, userID),
    shipmentsOf(deps.store, userID),
    publicationsOf(deps, userID),
    listUserSessions(deps.db, userID, now),
  ]);
  const history = (subject?.parts[0]?.events ?? [])
    .filter((e) => e.type.startsWith('Membership'))
    .map((e) => ({ type: e.type, time: e.metadata.timestamp, data: e.data }));
  return {
    format: DATA_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    userID,
    account: {
      email: user.email,
      status: user.status,
      admin: member.admin,
      identities: [...user.identities],
    },
    profile: profile && profile.status !== 'none' ? { ...profile } : null,
    membership: membershipOf(membership.state, history),
    orders: orders.map((o) => ({ ...o })),
    shipments: shipments.map((s) => ({ ...s })),
    publications,
    sessions: sessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      userAgent: s.userAgent,
      current: s.idHash === member.session,
    })),
    audit: (subject?.entries ?? []).map((e) => ({ ...e, changes: [...e.changes] })),
  };
};
