// The profile picture: what the browser checks before uploading, and where the picture is served from.
import { getRuntimeConfig } from '@coop/shared';

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_ACCEPT = PICTURE_TYPES.join(',');
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

export const PICTURE_MESSAGES = {
  tooLarge: 'This picture is too large. Please choose a picture of at most 2 MB',
  wrongType: 'Please choose a JPEG, PNG or WebP picture',
} as const;

/** The message for a file the API would refuse anyway, or null when it may be uploaded. */
export function pictureProblem(file: File): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return PICTURE_MESSAGES.wrongType;
  if (file.size > MAX_PICTURE_BYTES) return PICTURE_MESSAGES.tooLarge;
  return null;
}

/** A picture path from the API (`/api/profile_pic/…`) on the API's host when the API lives on another origin. */
export function pictureUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  const base = getRuntimeConfig().apiBaseUrl;
  if (/^https?:\/\//i.test(base) && path.startsWith('/')) return new URL(path, base).toString();
  return path;
}
