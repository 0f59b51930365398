// The shop's and investments' pictures: stored as WebP (re-encoded from the upload's real type, ../profile/picture),
// each under a random version that names its address, served without a token (an <img> cannot send one).
import crypto from 'node:crypto';
import { pictureToWebp } from '../profile';

/** catalogue and investment pictures: fitted inside 1024 px (their phone-sized copies: ./pictureVariants) */
export const SHOP_PICTURE_WIDTH = 1024;
const SHOP_PICTURE = { size: SHOP_PICTURE_WIDTH, fit: 'inside' as const };

export interface StoredPicture {
  version: string;
  data: Buffer;
  contentType: string;
}

export async function storedPicture(upload: Buffer): Promise<StoredPicture> {
  return { version: crypto.randomBytes(16).toString('base64url'), data: await pictureToWebp(upload, SHOP_PICTURE), contentType: 'image/webp' };
}

export const productImageUrl = (productId: number, version: string) => `/api/product_image/${productId}/${version}.webp`;
export const requestImageUrl = (requestId: number, version: string) => `/api/product_request_image/${requestId}/${version}.webp`;
export const investmentImageUrl = (investmentId: number, version: string | null) => (version ? `/api/investment_image/${investmentId}/${version}.webp` : null);

/** <version>.webp, or a phone-sized copy's <version>.<width>w.webp */
const FILE = /^([A-Za-z0-9_-]{22})(?:\.([0-9A-Za-z]{1,8})w)?\.webp$/;

/** the id, version and (for a copy) width of a picture address's path parts (NaN for a width that is no number), or null */
export function pictureKey(id: string, file: string): { id: number; version: string; width: number | null } | null {
  const match = FILE.exec(file);
  const numeric = /^\d{1,15}$/.test(id) ? Number(id) : NaN;
  if (!match || !Number.isSafeInteger(numeric) || numeric <= 0) return null;
  return { id: numeric, version: match[1], width: match[2] === undefined ? null : Number(match[2]) };
}
