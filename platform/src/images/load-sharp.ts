import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded at the first image: libvips takes about 20 MB of memory once loaded, which a server
 * that is only asked for pages and searches need not hold.
 */
export const loadSharp = (): Promise<typeof Sharp> => (loading ??= import('sharp').then((m) => m.default));
