// Multipart bodies (a business request's picture) wait here, outside the store, until the call saga sends them.
const waiting = new Map<string, FormData>();

export function keepUpload(id: string, form: FormData): void {
  waiting.set(id, form);
}

export function takeUpload(id: string): FormData | undefined {
  const form = waiting.get(id);
  waiting.delete(id);
  return form;
}
