/**
 * React's server renderer writes markup as XHTML-flavoured JSX would: void elements closed with
 * `/>`, boolean attributes as `selected=""`, and some attribute names in their DOM property's case
 * (`autoComplete`, `maxLength`). Browsers read all of it, but the served page should be HTML as
 * written by hand (html-validate's recommended style): this rewrites those three forms. React escapes
 * `"`, `<` and `>` in text and attribute values, so the patterns only meet tags.
 */
const voidElement = /<(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)\b([^>]*?)\s*\/>/g;
const booleanAttribute =
  / (allowfullscreen|async|autofocus|autoplay|checked|controls|default|defer|disabled|formnovalidate|hidden|inert|ismap|itemscope|loop|multiple|muted|nomodule|novalidate|open|playsinline|readonly|required|reversed|selected)=""/g;
const camelCaseAttribute =
  / (accessKey|autoCapitalize|autoComplete|autoCorrect|autoFocus|autoSave|contentEditable|crossOrigin|dateTime|encType|enterKeyHint|fetchPriority|formAction|formEncType|formMethod|formNoValidate|formTarget|hrefLang|inputMode|maxLength|minLength|noValidate|readOnly|referrerPolicy|rowSpan|colSpan|spellCheck|srcSet|tabIndex|useMap)="/g;

export const htmlSyntaxOf = (markup: string): string =>
  markup
    .replace(voidElement, '<$1$2>')
    .replace(booleanAttribute, ' $1')
    .replace(camelCaseAttribute, (_, name: string) => ` ${name.toLowerCase()}="`);
