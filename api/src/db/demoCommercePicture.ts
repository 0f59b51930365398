// The demo catalogue's pictures (development first start): a coloured tile with the name written on it, drawn from an
// SVG and stored through the shop's own picture storage, so it is served exactly as an uploaded picture would be.
import sharp from 'sharp';
import { storedPicture, type StoredPicture } from '../modules/shop';

const WIDTH = 800;
const HEIGHT = 600;
const LINE_CHARS = 20;
const LINE_HEIGHT = 64;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** whole words on lines of at most LINE_CHARS characters (a longer word keeps its own line) */
export function wrapWords(text: string, lineChars = LINE_CHARS): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= lineChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function demoPictureSvg(title: string, caption: string, colour: string): string {
  const lines = wrapWords(title);
  const top = HEIGHT / 2 - ((lines.length - 1) * LINE_HEIGHT) / 2;
  const text = lines.map((line, i) => `<text x="50%" y="${top + i * LINE_HEIGHT}" font-size="52" font-weight="bold">${escapeXml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<rect width="100%" height="100%" fill="${colour}"/>
<rect x="24" y="24" width="${WIDTH - 48}" height="${HEIGHT - 48}" rx="28" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>
<g font-family="DejaVu Sans, Arial, sans-serif" fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${text}
<text x="50%" y="${HEIGHT - 70}" font-size="28" fill-opacity="0.8">${escapeXml(caption)}</text></g>
</svg>`;
}

export async function demoPicture(title: string, caption: string, colour: string): Promise<StoredPicture> {
  const png = await sharp(Buffer.from(demoPictureSvg(title, caption, colour))).png().toBuffer();
  return storedPicture(png);
}
