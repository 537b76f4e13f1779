/** The embedded database's `shared_buffers` unless `PGLITE_SHARED_BUFFERS` says otherwise (PGlite's own: 128MB). */
export const PGLITE_SHARED_BUFFERS = '32MB';
