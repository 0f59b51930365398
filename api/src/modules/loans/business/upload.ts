// Reads a `business_request` upload (the original's axios FormData): its text fields and the one picture in the
// field `image`, into memory within the size limits, turning every way an upload can be wrong into a 4xx.
import type { FastifyRequest } from 'fastify';
import { AppError, unprocessable } from '../../../http/errors';
import { PICTURE_MAX_BYTES } from '../../profile/picture';

export const IMAGE_FIELD = 'image';
export const BUSINESS_MULTIPART_LIMITS = { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 20, fieldSize: 1024, fieldNameSize: 100, parts: 21, headerPairs: 50 };
export const IMAGE_TOO_LARGE = 'The picture must be at most 2 MB, please choose a smaller one';
export const IMAGE_MISSING = 'Please choose a picture of your business';

export interface BusinessUpload {
  fields: Record<string, string>;
  image: Buffer | null;
}

function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, IMAGE_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT') return unprocessable('Send one picture');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FIELD_TOO_LARGE') return unprocessable('The request has too many or too long fields');
  return new AppError(400, 'The upload could not be read, please try again');
}

export async function readBusinessUpload(request: FastifyRequest): Promise<BusinessUpload> {
  if (!request.isMultipart()) throw new AppError(415, `Send the request as a form upload (multipart/form-data) with the picture in the field ${IMAGE_FIELD}`);
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== IMAGE_FIELD || (part.filename === '' && !bytes.length)) continue;
        if (!bytes.length) throw unprocessable('The picture file is empty, please choose another one');
        image = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  return { fields, image };
}
