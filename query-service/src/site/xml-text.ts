const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * What XML 1.0 cannot carry, escaped or not: C0 controls other than tab, line feed and carriage
 * return; lone surrogates; U+FFFE and U+FFFF. (Its other noncharacters are allowed, if discouraged.)
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text or an attribute value in an XML 1.0 document: markup escaped, characters XML cannot carry replaced by U+FFFD. */
export const escapeXml = (text: string): string =>
  text.replace(NOT_XML, '\ufffd').replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
