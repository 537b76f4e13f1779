import { validateXML } from 'xmllint-wasm';

/** libxml2's complaints about a document that is not well-formed XML 1.0 (none when it is). */
export const xmlErrorsOf = async (text: string): Promise<string[]> => {
  const result = await validateXML({
    xml: [{ fileName: 'answer.xml', contents: text }],
    normalization: 'c14n',
  });
  return result.errors.map((e) => e.message);
};
