import { storedName } from '../collection.js';
import { type Audience, type CollectionSchema, type Condition, type Filter } from '../port.js';

const literal = (value: string | number | boolean): string =>
  typeof value === 'string' ? `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : String(value);

const conditionExpression = (schema: CollectionSchema, audience: Audience, condition: Condition): string => {
  const parts = Object.entries(condition).map(([name, value]) => {
    const spec = schema.fields[name];
    if (!spec?.filter) throw new Error(`${name} is not a filter of ${schema.name}`);
    // `=` on an array attribute holds when any element equals; string filters ignore case.
    return `${storedName(name, spec, audience)} = ${literal(value)}`;
  });
  return parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
};

/** Listed documents passing every filter but `except`, as one Meilisearch filter expression. */
export const filterExpression = (
  schema: CollectionSchema,
  audience: Audience,
  filters: readonly Filter[],
  except?: string,
): string =>
  [
    'listed = true',
    ...filters
      .filter((f) => f.name !== except)
      .map((f) =>
        f.anyOf.length === 0
          ? 'id NOT EXISTS'
          : `(${f.anyOf.map((c) => conditionExpression(schema, audience, c)).join(' OR ')})`,
      ),
  ].join(' AND ');
