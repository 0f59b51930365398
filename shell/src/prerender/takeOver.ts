// The prerendered copy of a page (scripts/lib/prerender/compose.mjs: `[data-prerender]` ahead of a hidden #root)
// gives way to the live page once that has rendered: what the member typed into the copy moves to the live fields
// (by name, through the events React listens to, so the page's state has it), the field they were in keeps the focus
// and the caret, then the copy and its inline CSS go and the root shows, in one frame. A copy of another release
// of the page than the live one is harmless: nothing of it is reused but the values.
type Field = HTMLInputElement | HTMLTextAreaElement;

const FIELDS = 'input[name]:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea[name]';

/** sets a field's value the way typing does: the native setter (React tracks the property), then an input event */
function typeInto(field: Field, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function carryFocus(from: Element | null, root: HTMLElement): void {
  if (!(from instanceof HTMLInputElement || from instanceof HTMLTextAreaElement) || !from.name) return;
  const target = root.querySelector<Field>(`[name="${CSS.escape(from.name)}"]`);
  if (!target) return;
  target.focus({ preventScroll: true });
  try {
    if (from.selectionStart !== null && from.selectionEnd !== null) target.setSelectionRange(from.selectionStart, from.selectionEnd);
  } catch {
    // fields such as type="email" have no selection API
  }
}

/** Replaces the prerendered copy with the live page (idempotent; nothing to do on a page that had no copy). */
export function takeOverPrerenderedPage(doc: Document = document): void {
  const copy = doc.querySelector<HTMLElement>('[data-prerender]:not(style)');
  const root = doc.getElementById('root');
  if (!copy || !root) return;
  for (const field of copy.querySelectorAll<Field>(FIELDS)) {
    if (!field.value) continue;
    const live = root.querySelector<Field>(`[name="${CSS.escape(field.name)}"]`);
    if (live && !live.value) typeInto(live, field.value);
  }
  const focused = copy.contains(doc.activeElement) ? doc.activeElement : null;
  copy.remove();
  doc.querySelectorAll('style[data-prerender]').forEach((style) => style.remove());
  root.hidden = false;
  carryFocus(focused, root);
}
