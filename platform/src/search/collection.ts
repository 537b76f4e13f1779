import {
  audiences,
  type Audience,
  type CollectionSchema,
  type FieldSpec,
  type FieldValue,
  type SearchDocument,
} from './port.js';

const FIELD_NAME = /^[a-zA-Z][a-zA-Z0-9]{0,40}$/;

/** Refuses a schema whose names could not be columns or attributes, or whose options clash. */
export const checkSchema = (schema: CollectionSchema): CollectionSchema => {
  if (!/^[a-z][a-z0-9_]{0,30}$/.test(schema.name)) throw new Error(`Bad collection name ${schema.name}`);
  for (const [name, spec] of Object.entries(schema.fields)) {
    if (!FIELD_NAME.test(name)) throw new Error(`Bad field name ${name}`);
    if (spec.match && spec.type !== 'text' && spec.type !== 'keywords')
      throw new Error(`${name}: only text matches`);
    if (spec.match === 'name' && spec.type !== 'text') throw new Error(`${name}: name matching is for text`);
  }
  for (const [sort, keys] of Object.entries(schema.sorts)) {
    for (const key of keys) {
      if (!schema.fields[key.field]?.sort) throw new Error(`Sort ${sort}: ${key.field} is not sortable`);
      if (schema.fields[key.field]?.scoped) throw new Error(`Sort ${sort}: ${key.field} is scoped`);
    }
  }
  if (!schema.sorts[schema.defaultSort]) throw new Error(`No sort named ${schema.defaultSort}`);
  return schema;
};

/** Where a field lives for an audience: `f` when shared, `f__public` / `f__members` when scoped. */
export const storedName = (name: string, spec: FieldSpec, audience: Audience): string =>
  spec.scoped ? `${name}__${audience}` : name;

/** Every stored attribute of a field (one when shared, one per audience when scoped). */
export const storedNames = (name: string, spec: FieldSpec): string[] =>
  spec.scoped ? audiences.map((a) => `${name}__${a}`) : [name];

/** A field's value for an audience as the document gives it (undefined when absent). */
export const valueFor = (
  doc: SearchDocument,
  name: string,
  spec: FieldSpec,
  audience: Audience,
): FieldValue => (spec.scoped ? doc.scoped[audience][name] : doc.shared[name]) ?? null;

/** A document flattened to stored attributes; a scoped field a given audience lacks is null. */
export const flatten = (schema: CollectionSchema, doc: SearchDocument): Record<string, FieldValue> => {
  const flat: Record<string, FieldValue> = {};
  for (const [name, spec] of Object.entries(schema.fields)) {
    if (spec.scoped)
      for (const a of audiences) flat[storedName(name, spec, a)] = valueFor(doc, name, spec, a);
    else flat[name] = valueFor(doc, name, spec, 'public');
  }
  return flat;
};

/** What an audience sees of a flattened document, under the fields' own names. */
export const visibleFields = (
  schema: CollectionSchema,
  flat: Readonly<Record<string, unknown>>,
  audience: Audience,
): Record<string, FieldValue> => {
  const fields: Record<string, FieldValue> = {};
  for (const [name, spec] of Object.entries(schema.fields)) {
    const value = flat[storedName(name, spec, audience)];
    if (value !== null && value !== undefined) fields[name] = value as FieldValue;
  }
  return fields;
};

export const lower = (value: FieldValue): FieldValue =>
  typeof value === 'string'
    ? value.toLowerCase()
    : Array.isArray(value)
      ? (value as readonly string[]).map((v) => v.toLowerCase())
      : value;
