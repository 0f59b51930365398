// Draws the installable app's icons (shell/public/icons/) from the favicon's shape: a ring on the society's green
// (--color-primary). Run once, and again only to change them: `node shell/src/serviceWorker/make-icons.mjs`; the PNGs
// are committed. sharp comes from the API's dependencies (api/node_modules).
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const sharp = createRequire(path.join(here, '..', '..', '..', 'api', 'package.json'))('sharp');
const out = path.join(here, '..', '..', 'public', 'icons');
const GREEN = '#0b6e4f';

/** `rounded`: the icon's own corners (a plain icon); else full bleed, the ring inside the maskable safe zone */
function svg(size, { rounded }) {
  const ring = rounded ? 0.24 : 0.19;
  const stroke = rounded ? 0.09 : 0.075;
  const corner = rounded ? size * 0.19 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${corner}" fill="${GREEN}"/>
<circle cx="${size / 2}" cy="${size / 2}" r="${size * ring}" fill="none" stroke="#fff" stroke-width="${size * stroke}"/>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true },
  { file: 'icon-512.png', size: 512, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, rounded: false },
  // iOS rounds the home-screen icon itself
  { file: 'apple-touch-icon.png', size: 180, rounded: false },
];

for (const icon of icons) {
  await sharp(Buffer.from(svg(icon.size, icon))).png({ palette: true, compressionLevel: 9 }).toFile(path.join(out, icon.file));
  console.log(`shell/public/icons/${icon.file}`);
}
