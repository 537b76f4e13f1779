import { RouteTable } from '@academy/platform';
import { type CommandDeps } from '../pipeline/deps.js';
import { previewPublicationRoute } from './preview-publication/route.js';
import { removePublicationRoute } from './remove-publication/route.js';
import { restorePublicationRoute } from './restore-publication/route.js';
import { revisePublicationRoute } from './revise-publication/route.js';
import { submitPublicationRoute } from './submit-publication/route.js';

/** The Journal's commands: submit, revise, and the admins' removal and restore. */
export const journalCommandRoutes = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access)
    .use(submitPublicationRoute(deps))
    .use(revisePublicationRoute(deps))
    .use(removePublicationRoute(deps))
    .use(restorePublicationRoute(deps))
    .use(previewPublicationRoute(deps));
