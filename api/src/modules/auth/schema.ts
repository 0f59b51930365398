// Request schemas of the account calls; payload keys exactly as the client sends them (facts §2.1).
import { z } from 'zod';
import { emailAddress, givenPassword, newPassword, nigerianPhone, oneTimeSecret, requiredText } from '../../http/validation';

const allFieldsRequired = { error: 'All fields are required' };

export const signupBody = z.object(
  {
    first_name: requiredText('the first name'),
    last_name: requiredText('the last name'),
    middle_name: z
      .string({ error: 'The middle name must be text' })
      .trim()
      .max(100, { error: 'The middle name must be at most 100 characters' })
      .nullish()
      .transform((value) => value ?? ''),
    email: emailAddress(),
    phone_no: nigerianPhone(),
    password: newPassword(),
  },
  allFieldsRequired,
);

export const loginBody = z.object({ email: emailAddress(), password: givenPassword() }, { error: 'Enter your e-mail address and password' });

export const recoveryBody = z.object({ email: emailAddress() }, { error: 'The e-mail address is required' });

export const resetBody = z
  .object(
    {
      email: emailAddress(),
      password: newPassword(),
      password_confirmation: z.string({ error: 'Please confirm the password' }).min(1, { error: 'Please confirm the password' }),
      token: oneTimeSecret('The reset token'),
    },
    allFieldsRequired,
  )
  .refine((body) => body.password === body.password_confirmation, { error: 'The passwords do not match', path: ['password_confirmation'] });

export const changePasswordBody = z
  .object(
    {
      old_password: givenPassword('The old password'),
      new_password: newPassword('The new password'),
      password_confirmation: z.string({ error: 'Please confirm the new password' }).min(1, { error: 'Please confirm the new password' }),
    },
    allFieldsRequired,
  )
  .refine((body) => body.new_password === body.password_confirmation, {
    error: 'The new password and its confirmation do not match',
    path: ['password_confirmation'],
  })
  .refine((body) => body.new_password !== body.old_password, { error: 'The new password must be different from the old one', path: ['new_password'] });

export const verifyEmailParams = z.object({ code: oneTimeSecret('The verification code') });
