import { checkAccess, DomainError, type AccessRequirement, type Capability } from '@academy/domain';
import express from 'express';
import { noteRoute } from '../observability/request-log.js';
import { sessionOf } from '../sessions/session-layer.js';
import { type UserAccess, type WriteSideAccess } from './write-side-access.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteRequirement extends AccessRequirement {
  /**
   * Also answers a banned user. Only `GET /rest/user/status`, `GET /rest/user/session`, sign-out,
   * and the sign-in steps (which judge the account being signed into, not the old session).
   */
  allowBanned?: boolean;
  /**
   * A capability the member's tier must grant (`journal-submit`, …): the guard turns it into the
   * authorized tiers from the tier catalogue (403 `insufficient-membership-tier` otherwise).
   */
  capability?: Capability;
}

/** The requirement as checkAccess reads it: a capability becomes the tiers that grant it. */
export const resolveRequirement = (
  requirement: RouteRequirement,
  access: Pick<WriteSideAccess, 'authorizedTiersFor'>,
): RouteRequirement =>
  requirement.capability === undefined
    ? requirement
    : { ...requirement, authorizedTiers: access.authorizedTiersFor(requirement.capability) };

/** One endpoint and what it requires: the route table the route-table test walks. */
export interface RouteSpec {
  method: HttpMethod;
  path: string;
  requirement: RouteRequirement;
}

export interface RouteGroup {
  readonly router: express.Router;
  readonly routes: readonly RouteSpec[];
}

const accessKey = Symbol('academy.user-access');

type WithAccess = express.Request & { [accessKey]?: UserAccess | null };

/** The signed-in user as the guard judged them (null for a visitor). */
export const userAccessOf = (req: express.Request): UserAccess | null =>
  (req as WithAccess)[accessKey] ?? null;

/** Signed in, or 401 `not-signed-in`: for handlers whose route allows visitors. */
export const signedInUser = (req: express.Request): UserAccess => {
  const user = userAccessOf(req);
  if (!user) throw new DomainError('not-signed-in', 'Bad Session');
  return user;
};

/** Decides a route's requirement from the write side, before anything loads. */
export const guard =
  (access: WriteSideAccess, requirement: RouteRequirement): express.RequestHandler =>
  async (req, _res, next) => {
    const session = sessionOf(req);
    const found = session ? await access.of(session.userID, session.streamVersions) : null;
    const user = found?.exists ? found : null;
    (req as WithAccess)[accessKey] = user;
    if (user?.status === 'banned' && !requirement.allowBanned) {
      throw new DomainError('banned', user.banReason ?? 'Your account is banned');
    }
    const result = checkAccess(
      resolveRequirement(requirement, access),
      user
        ? { session: 'signed-in', membershipTier: user.membershipTier, admin: user.admin }
        : { session: 'none', membershipTier: null },
    );
    if (!result.ok)
      throw new DomainError(result.error.type, result.error.message, undefined, { data: result.error.data });
    next();
  };

/**
 * A router whose every endpoint declares its requirement: `table.post(path, requirement, handler)`.
 * The guard runs first; `routes` lists every endpoint for the route-table test.
 */
export class RouteTable implements RouteGroup {
  readonly router = express.Router();
  readonly routes: RouteSpec[] = [];

  constructor(private readonly access: WriteSideAccess) {}

  route(
    method: HttpMethod,
    path: string,
    requirement: RouteRequirement,
    ...handlers: express.RequestHandler[]
  ): this {
    this.routes.push({ method, path, requirement });
    const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    this.router[verb](path, noteRoute(path), guard(this.access, requirement), ...handlers);
    return this;
  }

  get(path: string, requirement: RouteRequirement, ...handlers: express.RequestHandler[]): this {
    return this.route('GET', path, requirement, ...handlers);
  }

  post(path: string, requirement: RouteRequirement, ...handlers: express.RequestHandler[]): this {
    return this.route('POST', path, requirement, ...handlers);
  }

  patch(path: string, requirement: RouteRequirement, ...handlers: express.RequestHandler[]): this {
    return this.route('PATCH', path, requirement, ...handlers);
  }

  delete(path: string, requirement: RouteRequirement, ...handlers: express.RequestHandler[]): this {
    return this.route('DELETE', path, requirement, ...handlers);
  }

  /** Mounts another group's endpoints (or a plain middleware, which declares no endpoint). */
  use(part: RouteGroup | express.RequestHandler): this {
    if (typeof part === 'function') {
      this.router.use(part);
    } else {
      this.router.use(part.router);
      this.routes.push(...part.routes);
    }
    return this;
  }
}

/** A path parameter, or 404 when it is missing or not the expected shape. */
export const pathParam = (req: express.Request, name: string, pattern?: RegExp): string => {
  const value = req.params[name];
  if (typeof value !== 'string' || (pattern && !pattern.test(value)))
    throw new DomainError('not-found', 'Page Not Found');
  return value;
};
