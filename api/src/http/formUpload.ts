// Reads a multipart form upload (the original's axios FormData) into memory within the plugin's size limits: its text
// fields and the pictures in one file field, turning every way an upload can be wrong into a 4xx a person can act on.
import type { FastifyRequest } from 'fastify';
import { PICTURE_MAX_BYTES } from '../modules/profile';
import { AppError, unprocessable } from './errors';

export const PICTURE_TOO_LARGE = 'The picture must be at most 2 MB, please choose a smaller one';

/** the longest text field (a 5,000-character description) in UTF-8, at up to 4 bytes a character */
const FIELD_MAX_BYTES = 20_000;

/** the @fastify/multipart limits of a form with up to `files` pictures */
export const formUploadLimits = (files: number) => ({ fileSize: PICTURE_MAX_BYTES, files, fields: 20, fieldSize: FIELD_MAX_BYTES, fieldNameSize: 100, parts: 20 + files, headerPairs: 50 });

export interface FormUpload {
  fields: Record<string, string>;
  /** the non-empty files sent in the file field, in order */
  files: Buffer[];
}

function uploadError(error: unknown, maxFiles: number): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, PICTURE_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT') return unprocessable(maxFiles === 1 ? 'Send one picture' : `Send at most ${maxFiles} pictures`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FIELD_TOO_LARGE') return unprocessable('The request has too many or too long fields');
  return new AppError(400, 'The upload could not be read, please try again');
}

export async function readFormUpload(request: FastifyRequest, options: { fileField: string; maxFiles: number }): Promise<FormUpload> {
  if (!request.isMultipart()) throw new AppError(415, `Send the request as a form upload (multipart/form-data) with the picture in the field ${options.fileField}`);
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== options.fileField || (part.filename === '' && !bytes.length)) continue;
        if (!bytes.length) throw unprocessable('The picture file is empty, please choose another one');
        files.push(bytes);
      } else if (typeof part.value === 'string') {
        // busboy cuts a value longer than fieldSize without an error: refuse it rather than keep a cut text
        if (part.valueTruncated) throw unprocessable(`The field ${part.fieldname} is too long`);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, options.maxFiles);
  }
  return { fields, files };
}

/** the fields checked by a zod schema, or a 422 naming every wrong field */
export function parseFields<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Array<{ message: string; path: PropertyKey[] }> } } }, fields: Record<string, string>): T {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  throw unprocessable(issues[0].message, { errors: issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })) });
}
