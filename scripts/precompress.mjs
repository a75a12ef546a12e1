// Post-build step (npm run build): writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the built app
// that is worth compressing, once, at the highest levels. The server sends them as they are (@fastify/static's
// preCompressed) instead of compressing every asset again on every request: a fresh device's service worker asks
// for every asset at once (its precache), which cost the server about 0.75 s of CPU per device with runtime Brotli.
// index.html and login.html are left out: the server changes them per request (static.ts) and compresses its answer.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve('dist/app');
const TEXT = /\.(js|mjs|css|svg|json|webmanifest|txt)$/;
const SKIP = new Set(['index.html', 'login.html']);
/** Below this size compression saves less than the headers it adds (@fastify/compress's threshold). */
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let brotli = 0;
for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name) || SKIP.has(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  // .vite/ holds the build's manifest, read by the server build step and never served.
  if (path.relative(dir, file).startsWith('.vite')) continue;
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }));
  files += 1;
  before += body.length;
  brotli += br.length;
}
console.log(`precompress: ${files} files, ${(before / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB Brotli (.br and .gz beside each)`);
