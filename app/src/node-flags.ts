/**
 * The flags `npm start` and the image give Node for the server (package.json's `start`, the
 * Dockerfile's `CMD`; tests/src/deploy/node-flags.test.ts keeps them equal). Measured with 100,000
 * members on PGlite (README, Memory): resident memory at start 258-279 -> 211 MB, after ten
 * searches of every kind 335-353 -> 274 MB, with the same search throughput.
 * - `--v8-pool-size=1`: one V8 worker thread rather than one per core. Each worker thread that
 *   compiles PGlite's WebAssembly or helps the GC gets a C heap (malloc arena) of its own, which
 *   keeps its freed memory: about 60 MB in four arenas after start-up.
 * - `--max-semi-space-size=4`: a young generation of at most 2 x 4 MB rather than 2 x 16 MB.
 */
export const SERVER_NODE_FLAGS = ['--v8-pool-size=1', '--max-semi-space-size=4'] as const;
