// The picture a member chose, held outside redux (a File is not serialisable): the component puts it here and
// dispatches `pictureRequested` with its name and size; the saga takes it.
let pending: File | null = null;

export function holdPicture(file: File): { name: string; size: number } {
  pending = file;
  return { name: file.name, size: file.size };
}

export function takePicture(): File | null {
  const file = pending;
  pending = null;
  return file;
}
