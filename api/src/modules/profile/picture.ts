// A profile picture from an upload: the format from the file's own bytes (never its name or the client's
// mimetype), decoded, turned upright (EXIF), cropped to the centre square and re-encoded as a 256×256 WebP (or, for other
// pictures such as a business request's, fitted inside a bigger square)
// without the original's metadata (no camera or GPS details are kept). Its size is checked from the header before
// anything is decoded, and only a few pictures are decoded at once (each can take ~100 MB while it is).
import type sharpModule from 'sharp';
import { AppError, unprocessable } from '../../http/errors';
import { boundedSlots, SlotsFullError } from './boundedSlots';

export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PICTURE_SIZE = 256;
/** 16 MP: a 12 MP phone photo fits; decoding one takes ~48 MB (RGB), and the result is 256 px anyway */
export const PICTURE_MAX_PIXELS = 16_000_000;
/** pictures decoded at once per API process, and how many may wait for a turn before the next is refused */
export const PICTURE_DECODE_CONCURRENCY = 2;
export const PICTURE_DECODE_MAX_WAITING = 8;
/** per process: memory and CPU are */
export const pictureDecodeSlots = boundedSlots(PICTURE_DECODE_CONCURRENCY, PICTURE_DECODE_MAX_WAITING);

export type PictureFormat = 'jpeg' | 'png' | 'webp';

export const UNSUPPORTED_PICTURE_MESSAGE = 'The picture must be a JPEG, PNG or WebP image';
export const UNREADABLE_PICTURE_MESSAGE = 'The picture could not be read: the file may be damaged. Please choose another picture';
export const TOO_MANY_PIXELS_MESSAGE = 'The picture is too large: at most 16 megapixels. Please choose a smaller one';
export const PICTURES_BUSY_MESSAGE = 'Many pictures are being uploaded right now. Please try again in a minute';

/** libvips loads on the first picture, not at start: most requests (and most test files) never touch one */
let sharpLoaded: typeof sharpModule | undefined;
export function lazySharp(...input: Parameters<typeof sharpModule>): ReturnType<typeof sharpModule> {
  if (!sharpLoaded) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load of a CommonJS module
    sharpLoaded = require('sharp') as typeof sharpModule;
    sharpLoaded.cache(false);
  }
  return sharpLoaded(...input);
}

/** JPEG FF D8 FF · PNG 89 50 4E 47 0D 0A 1A 0A · WebP "RIFF" <size> "WEBP" */
export function detectPictureFormat(bytes: Buffer): PictureFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * 415 for anything but JPEG/PNG/WebP, 422 when it does not decode or is over 16 MP, 503 when too many are waiting
 * to be decoded; otherwise the square WebP.
 */
export async function pictureToWebp(bytes: Buffer, shape: { size: number; fit: 'cover' | 'inside' } = { size: PICTURE_SIZE, fit: 'cover' }): Promise<Buffer> {
  const format = detectPictureFormat(bytes);
  if (!format) throw new AppError(415, UNSUPPORTED_PICTURE_MESSAGE);
  try {
    // failOn 'warning': a truncated or damaged file is refused rather than stored half grey
    const image = lazySharp(bytes, { failOn: 'warning', limitInputPixels: PICTURE_MAX_PIXELS, animated: false });
    // the header only: nothing is decoded yet
    const meta = await image.metadata();
    if (meta.format !== format) throw unprocessable(UNREADABLE_PICTURE_MESSAGE);
    if (meta.width * meta.height > PICTURE_MAX_PIXELS) throw unprocessable(TOO_MANY_PIXELS_MESSAGE);
    return await pictureDecodeSlots.run(() =>
      image.rotate().resize(shape.size, shape.size, { fit: shape.fit, position: 'centre', withoutEnlargement: shape.fit === 'inside' }).webp({ quality: 82 }).toBuffer(),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof SlotsFullError) throw new AppError(503, PICTURES_BUSY_MESSAGE);
    // libvips' own check while decoding, should a header have understated the size
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw unprocessable(TOO_MANY_PIXELS_MESSAGE);
    throw unprocessable(UNREADABLE_PICTURE_MESSAGE);
  }
}
