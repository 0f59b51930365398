// Phone-sized copies of the catalogue's and investments' pictures (issue 29): WebP at 360 and 720 px wide (1× and 2×
// on a 360 px screen), beside the original (fitted inside 1024 px, ./pictures). Each copy is encoded once, when the
// picture is uploaded or, for a picture stored before (the demo seed, older uploads), on its first request, and then
// served from the table like the original: never encoded per request. A copy's address is its original's with the
// width before `.webp` (…/<version>.720w.webp), so it is content-addressed too.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pictureVariants } from '../../db/schema';
import { AppError } from '../../http/errors';
import { lazySharp, pictureDecodeSlots, PICTURES_BUSY_MESSAGE, SlotsFullError } from '../profile';
import { SHOP_PICTURE_WIDTH, storedPicture, type StoredPicture } from './pictures';

export const PICTURE_VARIANT_WIDTHS = [360, 720] as const;
/** smaller than the originals' 82: a phone's screen hides the difference, the bytes do not */
const VARIANT_QUALITY = 75;

export interface PictureVariant {
  width: number;
  data: Buffer;
}

export const isOfferedWidth = (width: number): boolean => (PICTURE_VARIANT_WIDTHS as readonly number[]).includes(width);

export const OFFERED_WIDTHS_MESSAGE = `A picture is offered ${PICTURE_VARIANT_WIDTHS.join(' or ')} pixels wide (<version>.${PICTURE_VARIANT_WIDTHS[0]}w.webp), or as the original (<version>.webp)`;

/** a picture address's copy at an offered width */
export const variantUrl = (url: string, width: number): string => url.replace(/\.webp$/, `.${width}w.webp`);

/** an `<img srcset>` of a picture address: the copies and the original at its widest (it may be narrower) */
export function pictureSrcset(url: string | null): string | null {
  if (!url) return null;
  return [...PICTURE_VARIANT_WIDTHS.map((width) => `${variantUrl(url, width)} ${width}w`), `${url} ${SHOP_PICTURE_WIDTH}w`].join(', ');
}

/** one copy of a stored (WebP, upright, no metadata) picture; never wider than the original. SlotsFullError when too
 *  many pictures are being decoded */
function encodeVariant(original: Buffer, width: number): Promise<Buffer> {
  return pictureDecodeSlots.run(() => lazySharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: VARIANT_QUALITY }).toBuffer());
}

/** every offered copy of a stored picture (at upload: 503 when too many pictures are being decoded) */
export async function encodeVariants(original: Buffer): Promise<PictureVariant[]> {
  const variants: PictureVariant[] = [];
  try {
    for (const width of PICTURE_VARIANT_WIDTHS) variants.push({ width, data: await encodeVariant(original, width) });
  } catch (error) {
    if (error instanceof SlotsFullError) throw new AppError(503, PICTURES_BUSY_MESSAGE);
    throw error;
  }
  return variants;
}

export async function saveVariants(executor: Executor, version: string, variants: PictureVariant[]): Promise<void> {
  if (!variants.length) return;
  await executor
    .insert(pictureVariants)
    .values(variants.map((v) => ({ version, width: v.width, data: v.data })))
    .onConflictDoNothing();
}

/** the copies of pictures that are gone (a product's pictures replaced) */
export async function dropVariants(executor: Executor, versions: string[]): Promise<void> {
  if (versions.length) await executor.delete(pictureVariants).where(inArray(pictureVariants.version, versions));
}

/**
 * The stored copy of a picture at an offered width, made and stored first if the picture predates its copies;
 * null when the picture itself is not found (`original` answers null). Two first requests at once may both encode:
 * the second insert is a no-op and both answers are the same picture. When too many pictures are being decoded
 * (many older pictures asked for at once), the original answers this time, `provisional`: it must not be cached
 * under the copy's address, and the next request makes the copy.
 */
export async function storedVariant(
  executor: Executor,
  version: string,
  width: number,
  original: () => Promise<Buffer | null>,
): Promise<{ data: Buffer; provisional: boolean } | null> {
  const [stored] = await executor
    .select({ data: pictureVariants.data })
    .from(pictureVariants)
    .where(and(eq(pictureVariants.version, version), eq(pictureVariants.width, width)));
  if (stored) return { data: stored.data, provisional: false };
  const source = await original();
  if (!source) return null;
  try {
    const data = await encodeVariant(source, width);
    await saveVariants(executor, version, [{ width, data }]);
    return { data, provisional: false };
  } catch (error) {
    if (error instanceof SlotsFullError) return { data: source, provisional: true };
    throw error;
  }
}

/** a picture as an upload stores it: the original and its copies */
export async function uploadedPicture(upload: Buffer): Promise<StoredPicture & { variants: PictureVariant[] }> {
  const picture = await storedPicture(upload);
  return { ...picture, variants: await encodeVariants(picture.data) };
}
