import { createOrganizationSchema, parseWith, type OrganizationCreated } from '@academy/domain';
import { RouteTable } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { createOrganization } from './create-organization.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `POST /rest/organizations` `{ name, kind }` (signed in) → 201 `{ id, position }`; a name that
 * exists, ignoring case and spacing, answers 409 `organization-name-taken` with `data.id`.
 */
export const createOrganizationRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/organizations', { signedIn: true }, async (req, res) => {
    const input = parseWith(createOrganizationSchema, req.body);
    const meta = commandMeta(req, deps.clock, deps.ids);
    const { written, ...rest } = await createOrganization(deps, meta, input);
    const created: OrganizationCreated = rest;
    await answerCommand(req, res, { status: 201, body: created, written });
  });
