// The validation area's names, as the domain's index offers them.
export { fieldErrorsOf, parseWith } from './validation.js';
export { limitParamSchema } from './query-params.js';
