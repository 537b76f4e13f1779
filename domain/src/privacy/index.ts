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
