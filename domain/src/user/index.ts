// The user area's names, as the domain's index offers them.
export {
  banReasonSchema,
  banUserSchema,
  emailSchema,
  changeEmailSchema,
  confirmEmailChangeSchema,
  undoEmailChangeSchema,
  membershipTierSchema,
  normalizeEmail,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordSchema,
  signInSchema,
  signUpSchema,
  changePasswordSchema,
  type ChangePasswordInput,
  unbanUserSchema,
  userIdSchema,
  type SignInInput,
  type SignUpInput,
  RESET_LINK_MINUTES,
} from './schemas.js';
export {
  userEventSchemas,
  type UserEvent,
  type UserEventType,
  type UserPersonal,
  type UserRegisteredData,
} from './events.js';
export {
  type BanUser,
  type ChangeEmail,
  type EraseMember,
  type ChangePassword,
  type LinkIdentity,
  type RegisterUser,
  type UnbanUser,
  type UserCommand,
} from './commands.js';
export {
  foldUser,
  initialUserState,
  userDecider,
  userStreamId,
  type RegisteredUser,
  type UserState,
} from './decider.js';
export { type SessionAnswer, type UserStatusAnswer, type SignUpAnswer } from './answers.js';
export { type SignInAnswer, type EmailChangeRequested, type EmailChangeConfirmed } from './answers.js';
export { type EmailChangeUndone, type MemberSession, type MemberSessionsAnswer } from './answers.js';
export { deviceInWords } from './device-in-words.js';
