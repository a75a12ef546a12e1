// Draws the app icons (a house monogram on the neutral console colour) and writes them as PNG files into
// public/icons/, with no image library: pixels are computed here and encoded with node:zlib.
// Run: node scripts/make-icons.mjs (the PNGs are committed; rerun only to change the design).
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';

const BACKGROUND = [0x33, 0x41, 0x55]; // #334155, the neutral theme colour (vite.config.ts)
const FOREGROUND = [0xff, 0xff, 0xff];
const SUPERSAMPLE = 4;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** RGBA pixels (width*height*4) to a PNG file. */
function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

function insideTriangle(px, py, [ax, ay], [bx, by], [cx, cy]) {
  const d1 = (px - bx) * (ay - by) - (ax - bx) * (py - by);
  const d2 = (px - cx) * (by - cy) - (bx - cx) * (py - cy);
  const d3 = (px - ax) * (cy - ay) - (cx - ax) * (py - ay);
  const negative = d1 < 0 || d2 < 0 || d3 < 0;
  const positive = d1 > 0 || d2 > 0 || d3 > 0;
  return !(negative && positive);
}

const inRect = (x, y, x0, y0, x1, y1) => x >= x0 && x <= x1 && y >= y0 && y <= y1;

/** The monogram, in a unit square: a roof, a body and a door cut out of it. */
function inHouse(x, y) {
  const roof = insideTriangle(x, y, [0.14, 0.5], [0.5, 0.16], [0.86, 0.5]);
  const body = inRect(x, y, 0.25, 0.46, 0.75, 0.84);
  const door = inRect(x, y, 0.43, 0.6, 0.57, 0.84);
  return (roof || body) && !door;
}

/** Rounded square for the plain icon; the maskable icon fills the whole canvas (the launcher crops it). */
function inBackground(x, y, maskable) {
  if (maskable) return true;
  const r = 0.18;
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

function drawIcon(size, { maskable }) {
  // Maskable icons keep their content inside the central safe zone (80% circle): shrink the monogram.
  const scale = maskable ? 0.62 : 0.78;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const x = (px + (sx + 0.5) / SUPERSAMPLE) / size;
          const y = (py + (sy + 0.5) / SUPERSAMPLE) / size;
          if (!inBackground(x, y, maskable)) continue;
          bg++;
          if (inHouse((x - 0.5) / scale + 0.5, (y - 0.5) / scale + 0.5)) fg++;
        }
      }
      const samples = SUPERSAMPLE * SUPERSAMPLE;
      const i = (py * size + px) * 4;
      const f = bg === 0 ? 0 : fg / bg;
      for (let c = 0; c < 3; c++) rgba[i + c] = Math.round(BACKGROUND[c] * (1 - f) + FOREGROUND[c] * f);
      rgba[i + 3] = Math.round((bg / samples) * 255);
    }
  }
  return encodePng(size, size, rgba);
}

const hex = (rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="18" fill="${hex(BACKGROUND)}"/>
  <path fill="${hex(FOREGROUND)}" fill-rule="evenodd" d="M50 23.5 L78 50 L69.5 50 L69.5 76.5 L30.5 76.5 L30.5 50 L22 50 Z M44.5 61 L44.5 76.5 L55.5 76.5 L55.5 61 Z"/>
</svg>
`;

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', drawIcon(192, { maskable: false }));
writeFileSync('public/icons/icon-512.png', drawIcon(512, { maskable: false }));
writeFileSync('public/icons/icon-maskable-512.png', drawIcon(512, { maskable: true }));
writeFileSync('public/favicon.svg', FAVICON);
console.log('icons written: public/icons/icon-192.png, icon-512.png, icon-maskable-512.png, public/favicon.svg');
