// Reads the one picture of a `profiles/updatePics` upload (multipart field `profile_pic`) into memory,
// turning every way an upload can be wrong into a 4xx a member can act on.
import type { FastifyRequest } from 'fastify';
import { AppError, unprocessable } from '../../http/errors';
import { PICTURE_MAX_BYTES } from './picture';

export const PICTURE_FIELD = 'profile_pic';
export const MULTIPART_LIMITS = { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, fieldNameSize: 100, parts: 11, headerPairs: 50 };

export const TOO_LARGE_MESSAGE = 'The picture must be at most 2 MB, please choose a smaller one';
export const MISSING_PICTURE_MESSAGE = 'Please choose a picture to upload';
const NOT_MULTIPART_MESSAGE = `Send the picture as a file upload (multipart/form-data) in the field ${PICTURE_FIELD}`;

function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, TOO_LARGE_MESSAGE);
  if (code === 'FST_FILES_LIMIT') return unprocessable('Send one picture at a time');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return unprocessable(`Send only the picture, in the field ${PICTURE_FIELD}`);
  // a malformed body (no boundary, a part cut short, the client hung up): nothing to store
  return new AppError(400, 'The upload could not be read, please try again');
}

export async function readPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, NOT_MULTIPART_MESSAGE);
  let picture: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      // every file part has to be read for the parser to move on; only ours is kept
      const bytes = await part.toBuffer();
      // another field, or the form's file input with nothing chosen (filename "")
      if (part.fieldname !== PICTURE_FIELD || (part.filename === '' && !bytes.length)) continue;
      if (!bytes.length) throw unprocessable('The picture file is empty, please choose another one');
      picture = bytes;
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!picture) throw unprocessable(MISSING_PICTURE_MESSAGE, { errors: [{ field: PICTURE_FIELD, message: MISSING_PICTURE_MESSAGE }] });
  return picture;
}
