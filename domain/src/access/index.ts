// The access area's names, as the domain's index offers them.
export {
  accessMessages,
  BAD_SESSION,
  checkAccess,
  isBadSession,
  type AccessError,
  type AccessErrorType,
  type AccessRequirement,
  type AccessResult,
  type AccessSession,
} from './access.js';
export { safeRedirectTarget, signInRedirectTarget } from './redirect.js';
