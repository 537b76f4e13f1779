/*
 * In a browser, zod parses without generated code. Where it may, zod compiles object parsers with
 * `new Function`, and finds out whether it may by trying once as the first object schema is built:
 * under the site's Content-Security-Policy (no 'unsafe-eval') that try is refused and reported as a
 * violation on every page. The frontend's entry imports this first, before the domain builds any
 * schema; the server keeps the compiled parsers.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig` (shared by every copy of zod on a
 * page) and adopts an object already there. Setting it here, rather than calling zod's `config`,
 * keeps zod itself out of the entry: the home page builds no schema (about 3.5 KB gzipped).
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };

if ('document' in globalThis) {
  const shared = globalThis as ZodGlobal;
  shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });
}
