import { publicationDecider, publicationStreamId, type AnswerCoAuthorship } from '@academy/domain';
import { pathParam, RouteTable, signedInUser } from '@academy/platform';
import type express from 'express';
import { answerCommand } from '../../pipeline/command-answer.js';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand } from '../../pipeline/handle-command.js';
import { PUB_NUM, secondsOf } from '../publication-request.js';

export const CO_AUTHORSHIP_PATH = '/rest/journal/publications/:pubNum/co-authorship';

/** The signed-in member's answer on `publication-{pubNum}`: 200 `{ position }`. */
const answer =
  (deps: CommandDeps, type: AnswerCoAuthorship['type']) =>
  async (req: express.Request, res: express.Response): Promise<void> => {
    const user = signedInUser(req);
    const pubNum = Number(pathParam(req, 'pubNum', PUB_NUM));
    const meta = commandMeta(req, deps.clock, deps.ids);
    const { position, written } = await handleCommand(
      deps.store,
      publicationStreamId(pubNum),
      publicationDecider,
      { type, pubNum, userID: user.userID, at: secondsOf(meta.now) },
      meta,
      { retries: 3 },
    );
    await answerCommand(req, res, { body: { position }, written });
  };

/**
 * Co-authors by consent (signed in; only the member invited, 403 otherwise; 409 without a pending
 * invitation, or for withdrawing, an accepted one):
 * `POST /rest/journal/publications/{pubNum}/co-authorship/accept` and `…/decline` answer the
 * invitation; `DELETE /rest/journal/publications/{pubNum}/co-authorship` withdraws an accepted
 * co-authorship (the name stays as typed, unlinked).
 */
export const answerCoAuthorshipRoutes = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access)
    .post(`${CO_AUTHORSHIP_PATH}/accept`, { signedIn: true }, answer(deps, 'AcceptCoAuthorship'))
    .post(`${CO_AUTHORSHIP_PATH}/decline`, { signedIn: true }, answer(deps, 'DeclineCoAuthorship'))
    .delete(CO_AUTHORSHIP_PATH, { signedIn: true }, answer(deps, 'WithdrawCoAuthorship'));
