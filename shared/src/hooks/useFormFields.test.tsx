import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from '../ui/TextField';
import { useFormFields } from './useFormFields';

function Form() {
  const { values, setErrors, bind } = useFormFields({ email: '', phone: '' });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({ email: values.email ? undefined : 'this field is required', phone: 'Too short' });
      }}
    >
      <TextField label="Email" {...bind('email')} />
      <TextField label="Phone" {...bind('phone', (raw) => raw.replace(/\D/g, ''))} />
      <button type="submit">Save</button>
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

describe('useFormFields', () => {
  it('binds each field, cleans what is typed, and clears only the edited field’s error', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(screen.getByLabelText('Phone'), '080-31');
    expect(screen.getByLabelText('Phone')).toHaveValue('08031');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('this field is required')).toBeInTheDocument();
    expect(screen.getByText('Too short')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'a');
    expect(screen.queryByText('this field is required')).not.toBeInTheDocument();
    expect(screen.getByText('Too short')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('{"email":"a","phone":"08031"}');
  });
});
