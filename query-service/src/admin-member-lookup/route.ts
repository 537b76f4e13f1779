import {
  DomainError,
  emailClaimDecider,
  emailSchema,
  normalizeEmail,
  parseWith,
  userStreamId,
  type FoundMember,
} from '@academy/domain';
import { foldStream, RouteTable, sha256Hex } from '@academy/platform';
import { z } from 'zod';
import { type QueryDeps } from '../deps.js';

const lookupSchema = z.object({ email: emailSchema });

/**
 * `GET /rest/admin/members/lookup?email=` (admins): the member who owns that address, from the
 * write side (the `email-{sha256}` claim): `{ userID, firstName, lastName, email }`, 404 when none.
 * The free-order page finds members by email with it (by name, it uses the Registry search).
 */
export const adminMemberLookupRoute = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access).get('/rest/admin/members/lookup', { admin: true }, async (req, res) => {
    const { email } = parseWith(lookupSchema, req.query);
    const claim = await foldStream(
      deps.store,
      `email-${sha256Hex(normalizeEmail(email))}`,
      emailClaimDecider,
    );
    const owner = claim.state.owner;
    const user = owner === null ? null : (await deps.access.user(owner)).state;
    if (
      !owner ||
      !user ||
      user.status === 'none' ||
      (await deps.store.streamVersion(userStreamId(owner))) === 0
    )
      throw new DomainError('not-found', 'No member has this email address');
    const answer: FoundMember = {
      userID: owner,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
    };
    res.json(answer);
  });
