import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { allProjections, type AnyProjection } from '@academy/projections';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Where read models are read: the query service, the search adapters its routes call (the
 * PostgreSQL search reads the view the projection writing it declares), and the scheduler's sweeps.
 * The search adapter is scanned whole, its writer too: a search table that only the writer named
 * would pass unseen (the facet counts were one until they were retired).
 */
const READERS = ['query-service/src', 'platform/src/search', 'app/src/scheduler'];

const sourcesUnder = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !/\.(test|d)\.ts$/.test(file) && !/(^|\/)testing\//.test(file))
    .map((file) => readFileSync(path.join(root, folder, file), 'utf8'));

/** A placeholder for an interpolation in a template literal. */
const HOLE = '\u0000';

/**
 * The text of every string and template literal in `source` (comments and code left out), each
 * `${…}` of a template replaced by HOLE: where SQL is written.
 */
const literalsOf = (source: string): string[] => {
  const found: string[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    const end = (mark: string, from: number) => {
      const at = source.indexOf(mark, from);
      return at === -1 ? source.length : at + mark.length;
    };
    if (c === '/' && source[i + 1] === '/') i = end('\n', i);
    else if (c === '/' && source[i + 1] === '*') i = end('*/', i + 2);
    else if (c === "'" || c === '"' || c === '`') {
      let text = '';
      i++;
      while (i < source.length && source[i] !== c) {
        if (source[i] === '\\') {
          text += source[i + 1] ?? '';
          i += 2;
        } else if (c === '`' && source[i] === '$' && source[i + 1] === '{') {
          // Skip the interpolation (nested braces and templates included).
          let depth = 1;
          i += 2;
          while (i < source.length && depth > 0) {
            if (source[i] === '{') depth++;
            else if (source[i] === '}') depth--;
            i++;
          }
          text += HOLE;
        } else text += source[i++];
      }
      i++;
      found.push(text);
    } else i++;
  }
  return found;
};

/**
 * Whether `table` is named in `literals`: as itself, a view; or as a generation's table
 * (`<table>_g<n>`); or by a name built from a fixed prefix and interpolations
 * (`search_${schema.name}` names every `search_…` collection table).
 */
const named = (table: string, literals: readonly string[]): boolean => {
  const exact = new RegExp(`(^|[^a-z0-9_])${table}(_g(\\d+|${HOLE}))?($|[^a-z0-9_])`);
  const built = (literal: string) =>
    (literal.match(new RegExp(`[a-z][a-z0-9]*_[a-z0-9_${HOLE}]*${HOLE}[a-z0-9_${HOLE}]*`, 'g')) ?? []).some(
      (name) =>
        new RegExp(`^${name.replace(new RegExp(HOLE, 'g'), '[a-z0-9]+')}$`).test(table) &&
        !name.endsWith(`_g${HOLE}`),
    );
  return literals.some((literal) => exact.test(literal) || built(literal));
};

/** Each projection's tables (but those it keeps for itself) that no reader names, as `projection: table`. */
const unreadTables = (projections: readonly AnyProjection[], literals: readonly string[]): string[] =>
  projections.flatMap((p) =>
    p.tables.filter((t) => !p.ownTables?.includes(t) && !named(t, literals)).map((t) => `${p.name}: ${t}`),
  );

describe('read models that queries read', () => {
  const literals = READERS.flatMap(sourcesUnder).flatMap(literalsOf);

  it('when a projection of allProjections declares a table it does not keep for itself, then the SQL of a query route, a search adapter it calls or the scheduler names it', () => {
    expect(allProjections.length).toBeGreaterThan(5);
    expect(unreadTables(allProjections, literals)).toEqual([]);
  });

  it('when a projection declares a table no reader names, then it is reported by projection and table', () => {
    const unread: AnyProjection = { ...allProjections[0]!, name: 'dead', tables: ['dead_members'] };
    const generationOnly: AnyProjection = {
      ...unread,
      name: 'profiles',
      tables: ['user_profiles', 'user_profile'],
    };
    const kept: AnyProjection = { ...unread, name: 'kept', tables: ['kept_rows'], ownTables: ['kept_rows'] };
    expect(unreadTables([unread, generationOnly, kept], literals)).toEqual([
      'dead: dead_members',
      'profiles: user_profile',
    ]);
  });

  it('when a table is named only as a generation or through an interpolated name, then it counts as read', () => {
    const literals = literalsOf(
      'const a = `select * from ${t}_x`; /* from kept_rows */ const b = `from kept_rows_g${n}`; const c = `search_${schema.name}`;',
    );
    expect(literals).toEqual([`select * from ${HOLE}_x`, `from kept_rows_g${HOLE}`, `search_${HOLE}`]);
    const kept = { ...allProjections[0]!, name: 'kept', tables: ['kept_rows', 'search_members', 'x'] };
    expect(unreadTables([kept], literals)).toEqual(['kept: x']);
  });
});
