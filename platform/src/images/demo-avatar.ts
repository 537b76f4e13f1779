import { loadSharp } from './load-sharp.js';

const hex = (n: number) =>
  Math.floor(n * 256)
    .toString(16)
    .padStart(2, '0');
const colour = (random: () => number) => `#${hex(random())}${hex(random())}${hex(random())}`;

/**
 * An abstract picture for a demo member (a gradient and a few circles, drawn from `random`, so a
 * seed gives the same pictures), as PNG bytes that go through the same intake as an upload.
 */
export const demoAvatarPng = async (random: () => number, size = 256): Promise<Buffer> => {
  const circles = Array.from({ length: 3 }, () => {
    const r = Math.round(size * (0.12 + random() * 0.25));
    const cx = Math.round(random() * size);
    const cy = Math.round(random() * size);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour(random)}" fill-opacity="0.7"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour(random)}"/><stop offset="1" stop-color="${colour(random)}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
};
