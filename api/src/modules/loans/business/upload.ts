// Reads a `business_request` upload (the original's axios FormData): its text fields and the one picture in the
// field `image` (the generic reader: http/formUpload.ts).
import type { FastifyRequest } from 'fastify';
import { formUploadLimits, PICTURE_TOO_LARGE, readFormUpload } from '../../../http/formUpload';

export const IMAGE_FIELD = 'image';
export const BUSINESS_MULTIPART_LIMITS = formUploadLimits(1);
export const IMAGE_TOO_LARGE = PICTURE_TOO_LARGE;
export const IMAGE_MISSING = 'Please choose a picture of your business';

export interface BusinessUpload {
  fields: Record<string, string>;
  image: Buffer | null;
}

export async function readBusinessUpload(request: FastifyRequest): Promise<BusinessUpload> {
  const { fields, files } = await readFormUpload(request, { fileField: IMAGE_FIELD, maxFiles: 1 });
  return { fields, image: files[0] ?? null };
}
