import {
  ADMINS_STREAM,
  foldAdmins,
  foldUser,
  initialAdminsState,
  initialUserState,
  userStreamId,
  type AdminsEvent,
  type AdminsState,
  type UserEvent,
  type UserState,
} from '@academy/domain';
import { type EventStore, type StoredEvent } from '../event-store/port.js';

/** A stream folded up to `version`; `position` is its last event's (0 when empty). */
export interface Folded<S> {
  state: S;
  version: number;
  position: number;
}

/** Who the user is for authorization, decided from the write side. */
export interface UserAccess {
  userID: string;
  exists: boolean;
  status: 'active' | 'banned';
  banReason: string | null;
  admin: boolean;
  membershipTier: string | null;
}

type Fold<S> = (events: never[], from: S) => S;

/**
 * Authorization from the write side: the user's folded stream and the `admins` stream, never a
 * projection that may lag. Folds are cached by stream version: each check costs one version
 * query per stream, and only new events are read and folded.
 */
export class WriteSideAccess {
  private readonly users = new Map<string, Folded<UserState>>();
  private admins: Folded<AdminsState> = { state: initialAdminsState(), version: 0, position: 0 };

  constructor(
    private readonly store: EventStore,
    private readonly maxCachedUsers = 10_000,
  ) {}

  async user(userID: string): Promise<Folded<UserState>> {
    const cached = this.users.get(userID);
    const next = await this.refresh(
      userStreamId(userID),
      cached,
      initialUserState(),
      foldUser as Fold<UserState>,
    );
    this.users.delete(userID);
    this.users.set(userID, next);
    if (this.users.size > this.maxCachedUsers) this.users.delete(this.users.keys().next().value!);
    return next;
  }

  async adminsState(): Promise<Folded<AdminsState>> {
    const next = await this.refresh(
      ADMINS_STREAM,
      this.admins,
      initialAdminsState(),
      foldAdmins as Fold<AdminsState>,
    );
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

  private async refresh<S>(
    streamId: string,
    cached: Folded<S> | undefined,
    initial: S,
    fold: Fold<S>,
  ): Promise<Folded<S>> {
    const version = await this.store.streamVersion(streamId);
    if (cached && cached.version === version) return cached;
    const base = cached && cached.version < version ? cached : { state: initial, version: 0, position: 0 };
    const events: StoredEvent[] = await this.store.readStream(streamId, base.version + 1);
    if (events.length === 0) return base;
    const domainEvents = events.map((e) => ({ type: e.type, data: e.data }) as UserEvent | AdminsEvent);
    return {
      state: fold(domainEvents as never[], base.state),
      version: events.at(-1)!.version,
      position: events.at(-1)!.position,
    };
  }
}
