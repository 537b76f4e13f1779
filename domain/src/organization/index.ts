// The organization area's names, as the domain's index offers them.
export {
  organizationKinds,
  organizationEventSchemas,
  organizationNameEventSchemas,
  type OrganizationKind,
  type OrganizationEvent,
  type OrganizationNameEvent,
} from './events.js';
export {
  createOrganizationSchema,
  renameOrganizationSchema,
  organizationNameKey,
  type CreateOrganizationInput,
} from './schemas.js';
export {
  organizationDecider,
  organizationNameDecider,
  organizationStreamId,
  organizationNameStreamId,
  type OrganizationCommand,
  type OrganizationState,
  type OrganizationNameCommand,
  type OrganizationNameState,
} from './decider.js';
export { type OrganizationView, type OrganizationsAnswer, type OrganizationCreated } from './answers.js';
