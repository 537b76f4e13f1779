// The text area's names, as the domain's index offers them.
export {
  assertWellFormed,
  illFormedReason,
  isSingleLine,
  isWellFormedText,
  isWellFormedUnicode,
  singleLineMessage,
} from './text-rules.js';
export { countOf } from './count-of.js';
export { documentTitleOf, maxDocumentTitleLength } from './document-title.js';
export { csvCell, csvLine } from './csv-cell.js';
