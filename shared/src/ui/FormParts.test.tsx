import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormActions, FormError } from './FormActions';
import { TextArea } from './TextArea';

describe('FormActions and FormError', () => {
  it('offers Cancel and the submit button, and holds Cancel while the call is on its way', async () => {
    const onCancel = jest.fn();
    const { rerender } = render(<FormActions submitLabel="Save name" busy={false} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save name' })).toHaveAttribute('type', 'submit');
    rerender(<FormActions submitLabel="Save name" busy onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('has no Cancel without onCancel', () => {
    render(<FormActions submitLabel="Post news" busy={false} />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('says an error as an alert, and nothing without one', () => {
    const { rerender } = render(<FormError message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError message="All fields are required" />);
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');
  });
});

describe('TextArea', () => {
  it('is labelled like TextField, with its hint and error tied to it', async () => {
    render(<TextArea label="Description" hint="At most 5000 characters" error="Too long" defaultValue="" />);
    const field = screen.getByRole('textbox', { name: 'Description' });
    expect(field).toHaveAccessibleDescription('At most 5000 characters Too long');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, 'Two{enter}lines');
    expect(field).toHaveValue('Two\nlines');
  });
});
