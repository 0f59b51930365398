import { screen, within } from '@testing-library/react';

/** The alert modal's message, once it is open. */
export async function findAlert(): Promise<{ title: string; message: string }> {
  const dialog = await screen.findByRole('alertdialog');
  const title = within(dialog).getByRole('heading').textContent ?? '';
  const message = dialog.querySelector('p')?.textContent ?? '';
  return { title, message };
}

export function queryAlert() {
  return screen.queryByRole('alertdialog');
}
