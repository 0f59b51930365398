// The shop's and investments' pictures: stored as WebP (re-encoded from the upload's real type, ../profile/picture),
// each under a random version that names its address, served without a token (an <img> cannot send one).
import crypto from 'node:crypto';
import { pictureToWebp } from '../profile';

/** catalogue and investment pictures: fitted inside 1024 px */
const SHOP_PICTURE = { size: 1024, fit: 'inside' as const };

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

const FILE = /^([A-Za-z0-9_-]{22})\.webp$/;

/** the id and version of a picture address's path parts, or null */
export function pictureKey(id: string, file: string): { id: number; version: string } | null {
  const match = FILE.exec(file);
  const numeric = /^\d{1,15}$/.test(id) ? Number(id) : NaN;
  return match && Number.isSafeInteger(numeric) && numeric > 0 ? { id: numeric, version: match[1] } : null;
}
