// The email-claim area's names, as the domain's index offers them.
export { emailClaimEventSchemas, type EmailClaimEvent, type EmailClaimRecord } from './events.js';
export { type ClaimEmail, type EmailClaimCommand, type ReleaseEmail } from './commands.js';
export {
  emailClaimDecider,
  initialEmailClaimState,
  mayBeOrphaned,
  ORPHAN_CLAIM_AFTER_MS,
  type EmailClaimState,
} from './decider.js';
