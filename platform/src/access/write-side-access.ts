import {
  ADMINS_STREAM,
  adminsDecider,
  authorizedTiers,
  defaultTierCatalogue,
  effectiveTier,
  membershipDecider,
  type MembershipState,
  type Capability,
  type TierCatalogue,
  userDecider,
  userStreamId,
  type AdminsState,
  type Decider,
  type UserState,
} from '@academy/domain';
import { foldStream, type Folded } from '../event-store/fold-stream.js';
import { type EventStore } from '../event-store/port.js';

/** Who the user is for authorization, decided from the write side. */
export interface UserAccess {
  userID: string;
  exists: boolean;
  status: 'active' | 'banned';
  banReason: string | null;
  admin: boolean;
  membershipTier: string | null;
}

/**
 * Authorization from the write side: the user's folded stream and the `admins` stream, never a
 * projection that may lag. Folds are cached by stream version: each check costs one version
 * query per stream, and only new events are read and folded.
 */
export interface WriteSideAccessOptions {
  /** The tier catalogue that turns a route's capability into its authorized tiers. */
  catalogue?: TierCatalogue;
  /** The injected clock: a membership holds its tier until its period (and grace) ends. */
  clock?: () => Date;
  maxCachedUsers?: number;
}

export class WriteSideAccess {
  private readonly users = new Map<string, Folded<UserState>>();
  private readonly memberships = new Map<string, Folded<MembershipState>>();
  private admins: Folded<AdminsState> = { state: adminsDecider.initialState(), version: 0, position: 0 };
  readonly catalogue: TierCatalogue;
  readonly clock: () => Date;
  private readonly maxCachedUsers: number;

  constructor(
    private readonly store: EventStore,
    options: WriteSideAccessOptions = {},
  ) {
    this.catalogue = options.catalogue ?? defaultTierCatalogue;
    this.clock = options.clock ?? (() => new Date());
    this.maxCachedUsers = options.maxCachedUsers ?? 10_000;
  }

  /** The spec's `authorizedTiers` for a capability, from the catalogue (configuration, never code). */
  authorizedTiersFor(capability: Capability): string[] {
    return authorizedTiers(this.catalogue, capability);
  }

  async user(userID: string, version?: number): Promise<Folded<UserState>> {
    return this.cached(this.users, userID, userDecider, version);
  }

  /** The membership folded from the same `user-{userID}` stream (its own events only). */
  async membership(userID: string, version?: number): Promise<Folded<MembershipState>> {
    return this.cached(this.memberships, userID, membershipDecider, version);
  }

  /** A user's fold from `cache` (most recently used last, at most `maxCachedUsers`), brought up to `version`. */
  private async cached<C, E, S>(
    cache: Map<string, Folded<S>>,
    userID: string,
    decider: Decider<C, E, S>,
    version?: number,
  ): Promise<Folded<S>> {
    const next = await this.refresh(userStreamId(userID), cache.get(userID), decider, version);
    cache.delete(userID);
    cache.set(userID, next);
    if (cache.size > this.maxCachedUsers) cache.delete(cache.keys().next().value!);
    return next;
  }

  /**
   * The tier the member holds now: while the membership is active, cancelling, or past due within
   * its grace days. A user without any membership event keeps the tier their registration recorded.
   */
  tierOf(user: UserState, membership: MembershipState): string | null {
    if (user.status === 'none') return null;
    if (membership.status === 'none') return user.membershipTier;
    return effectiveTier(membership, this.clock().toISOString());
  }

  async adminsState(version?: number): Promise<Folded<AdminsState>> {
    const next = await this.refresh(ADMINS_STREAM, this.admins, adminsDecider, version);
    if (next.version >= this.admins.version) this.admins = next;
    return next;
  }

  /** `known`: both streams' versions, when the caller read them already (with the session). */
  async of(userID: string, known?: { user: number; admins: number }): Promise<UserAccess> {
    // The user and the membership fold the same stream: its version is asked for once.
    const [version, admins] = await Promise.all([
      known?.user ?? this.store.streamVersion(userStreamId(userID)),
      this.adminsState(known?.admins),
    ]);
    const [{ state }, membership] = await Promise.all([
      this.user(userID, version),
      this.membership(userID, version),
    ]);
    if (state.status === 'none') {
      return { userID, exists: false, status: 'active', banReason: null, admin: false, membershipTier: null };
    }
    return {
      userID,
      exists: true,
      status: state.status,
      banReason: state.banReason,
      admin: admins.state.admins.includes(userID),
      membershipTier: this.tierOf(state, membership.state),
    };
  }

  private async refresh<C, E, S>(
    streamId: string,
    cached: Folded<S> | undefined,
    decider: Decider<C, E, S>,
    known?: number,
  ): Promise<Folded<S>> {
    const version = known ?? (await this.store.streamVersion(streamId));
    if (cached && cached.version === version) return cached;
    const base = cached && cached.version < version ? cached : undefined;
    return foldStream(this.store, streamId, decider, base);
  }
}
