// The privacy area's names, as the domain's index offers them.
export {
  DATA_EXPORT_FORMAT,
  dataExportFileName,
  dataExportSchema,
  dataExportSessionSchema,
  dataExportAuditEntrySchema,
  type DataExport,
  type DataExportSession,
} from './data-export.js';
export {
  eraseMemberSchema,
  eraseSelfSchema,
  type EraseMemberInput,
  type EraseSelfInput,
} from './erasure-schemas.js';
export {
  ERASED_AUTHOR,
  ERASED_MARK,
  ERASED_MEMBER,
  ERASED_TEXT,
  erasedPersonal,
  isErasedPersonal,
  isSealedPart,
  personalPartsOf,
  type PersonalPart,
  type SealedPart,
} from './personal-parts.js';
export { erasedField, sealedFieldsOf, typesWithSealedFields } from './sealed-fields.js';
