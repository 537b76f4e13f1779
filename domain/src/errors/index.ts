// The errors area's names, as the domain's index offers them.
export { DomainError, type DomainErrorExtra, type ErrorCode, type FieldError } from './errors.js';
