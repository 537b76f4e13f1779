import { DomainError } from '@academy/domain';
import type express from 'express';
import { siteOrigin } from './cookies.js';

const STATE_CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `Origin` as an origin (`null` and garbage stay as they are, and match nothing). */
const normalized = (origin: string): string => {
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
};

/**
 * Cross-origin state changes are refused (403 `forbidden`): a POST, PUT, PATCH or DELETE whose
 * `Origin` is present and is not the site's own, or whose `Sec-Fetch-Site` is `cross-site` or
 * `same-site`. Requests with neither header (scripts, the command line) pass. No CSRF token.
 */
export const sameOriginGuard =
  (publicUrl: string | undefined): express.RequestHandler =>
  (req, _res, next) => {
    if (!STATE_CHANGES.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site')?.toLowerCase();
    const origin = req.get('origin');
    const crossSite = fetchSite === 'cross-site' || fetchSite === 'same-site';
    if (crossSite || (origin !== undefined && normalized(origin) !== siteOrigin(req, publicUrl))) {
      return next(new DomainError('forbidden', 'Cross-origin requests may not change anything'));
    }
    next();
  };
