// A profile picture from an upload: the format from the file's own bytes (never its name or the client's
// mimetype), decoded, turned upright (EXIF), cropped to the centre square and re-encoded as a 256×256 WebP
// without the original's metadata (no camera or GPS details are kept).
import sharp from 'sharp';
import { AppError, unprocessable } from '../../http/errors';

export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PICTURE_SIZE = 256;
/** a phone photo is 12–50 megapixels; far larger would cost memory to decode for a 256 px result */
export const PICTURE_MAX_PIXELS = 50_000_000;

export type PictureFormat = 'jpeg' | 'png' | 'webp';

export const UNSUPPORTED_PICTURE_MESSAGE = 'The picture must be a JPEG, PNG or WebP image';
export const UNREADABLE_PICTURE_MESSAGE = 'The picture could not be read: the file may be damaged. Please choose another picture';

sharp.cache(false);

/** JPEG FF D8 FF · PNG 89 50 4E 47 0D 0A 1A 0A · WebP "RIFF" <size> "WEBP" */
export function detectPictureFormat(bytes: Buffer): PictureFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** 415 for anything but JPEG/PNG/WebP, 422 when it does not decode; otherwise the square WebP. */
export async function pictureToWebp(bytes: Buffer): Promise<Buffer> {
  const format = detectPictureFormat(bytes);
  if (!format) throw new AppError(415, UNSUPPORTED_PICTURE_MESSAGE);
  let image: sharp.Sharp;
  try {
    // failOn 'warning': a truncated or damaged file is refused rather than stored half grey
    image = sharp(bytes, { failOn: 'warning', limitInputPixels: PICTURE_MAX_PIXELS, animated: false });
    const meta = await image.metadata();
    if (meta.format !== format) throw unprocessable(UNREADABLE_PICTURE_MESSAGE);
    return await image
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw unprocessable('The picture is too large in pixels, please choose one of at most 50 megapixels');
    }
    throw unprocessable(UNREADABLE_PICTURE_MESSAGE);
  }
}
