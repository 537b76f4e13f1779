import { config } from 'zod';

/*
 * In a browser, zod parses without generated code. Where it may, zod compiles object parsers with
 * `new Function`, and finds out whether it may by trying once as the first object schema is built:
 * under the site's Content-Security-Policy (no 'unsafe-eval') that try is refused and reported as a
 * violation on every page. The frontend's entry imports this first, before the domain builds any
 * schema; the server keeps the compiled parsers.
 */
if ('document' in globalThis) config({ jitless: true });
