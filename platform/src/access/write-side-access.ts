import {
  ADMINS_STREAM,
  adminsDecider,
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
export class WriteSideAccess {
  private readonly users = new Map<string, Folded<UserState>>();
  private admins: Folded<AdminsState> = { state: adminsDecider.initialState(), version: 0, position: 0 };

  constructor(
    private readonly store: EventStore,
    private readonly maxCachedUsers = 10_000,
  ) {}

  async user(userID: string): Promise<Folded<UserState>> {
    const cached = this.users.get(userID);
    const next = await this.refresh(userStreamId(userID), cached, userDecider);
    this.users.delete(userID);
    this.users.set(userID, next);
    if (this.users.size > this.maxCachedUsers) this.users.delete(this.users.keys().next().value!);
    return next;
  }

  async adminsState(): Promise<Folded<AdminsState>> {
    const next = await this.refresh(ADMINS_STREAM, this.admins, adminsDecider);
    if (next.version >= this.admins.version) this.admins = next;
    return next;
  }

  async of(userID: string): Promise<UserAccess> {
    const [{ state }, admins] = await Promise.all([this.user(userID), this.adminsState()]);
    if (state.status === 'none') {
      return { userID, exists: false, status: 'active', banReason: null, admin: false, membershipTier: null };
    }
    return {
      userID,
      exists: true,
      status: state.status,
      banReason: state.banReason,
      admin: admins.state.admins.includes(userID),
      membershipTier: state.membershipTier,
    };
  }

  private async refresh<C, E, S>(
    streamId: string,
    cached: Folded<S> | undefined,
    decider: Decider<C, E, S>,
  ): Promise<Folded<S>> {
    const version = await this.store.streamVersion(streamId);
    if (cached && cached.version === version) return cached;
    const base = cached && cached.version < version ? cached : undefined;
    return foldStream(this.store, streamId, decider, base);
  }
}
