import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import { takeOverPrerenderedPage } from './takeOver';

/** the live page: a controlled form, as mfe-auth's pages are */
function LiveForm({ onValues }: { onValues?: (values: Record<string, string>) => void }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const bind = (name: 'email' | 'password') => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      onValues?.(next);
    },
  });
  return (
    <form>
      <label>
        Email <input type="email" {...bind('email')} />
      </label>
      <label>
        Password <input type="password" {...bind('password')} />
      </label>
    </form>
  );
}

function prerenderedDocument(): HTMLElement {
  document.head.innerHTML = '<style data-prerender>.x{color:red}</style>';
  document.body.innerHTML = `<div data-prerender><form>
      <label>Email <input type="email" name="email"></label>
      <label>Password <input type="password" name="password"></label>
      <button disabled type="submit">Sign In</button></form></div><div id="root" hidden></div>`;
  return document.getElementById('root')!;
}

describe('the prerendered copy gives way to the live page', () => {
  it('keeps what was typed into the copy, in the page state, and the field with the focus and caret', () => {
    const root = prerenderedDocument();
    const copyPassword = document.querySelector<HTMLInputElement>('[data-prerender] input[name="password"]')!;
    document.querySelector<HTMLInputElement>('[data-prerender] input[name="email"]')!.value = 'ada@example.com';
    copyPassword.value = 'secret-pass';
    copyPassword.focus();
    copyPassword.setSelectionRange(3, 3);
    const seen: Record<string, string>[] = [];
    render(<LiveForm onValues={(v) => seen.push(v)} />, { container: root });

    takeOverPrerenderedPage();

    expect(document.querySelector('[data-prerender]')).toBeNull();
    expect(root.hidden).toBe(false);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');
    // React's state has them (a submit reads the state, not the DOM)
    expect(seen.at(-1)).toEqual({ email: 'ada@example.com', password: 'secret-pass' });
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect((document.activeElement as HTMLInputElement).selectionStart).toBe(3);
  });

  it('does not overwrite what the live page already holds, and does nothing on a page without a copy', () => {
    const root = prerenderedDocument();
    document.querySelector<HTMLInputElement>('[data-prerender] input[name="email"]')!.value = 'old@example.com';
    render(<LiveForm />, { container: root });
    const email = within(root).getByLabelText('Email') as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(email, 'new@example.com');
    email.dispatchEvent(new Event('input', { bubbles: true }));

    takeOverPrerenderedPage();
    expect(email).toHaveValue('new@example.com');

    takeOverPrerenderedPage(); // again: nothing left to do
    expect(root.hidden).toBe(false);
  });
});
