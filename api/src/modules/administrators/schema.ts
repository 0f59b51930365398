// Validation of the SA's appointments and demotions: the account's e-mail, the role, and the SA's own password.
import { z } from 'zod';
import { emailAddress, givenPassword, recordId } from '../../http/validation';

export const ADMINISTRATOR_ROLES = ['ADMIN', 'SA'] as const;

const yourPassword = () => givenPassword('Your password');

export const appointBody = z.object({
  email: emailAddress(),
  role: z.enum(ADMINISTRATOR_ROLES, { error: 'The role must be ADMIN or SA' }),
  password: yourPassword(),
});

export const demoteBody = z.object({ password: yourPassword() });

export const administratorParams = z.object({ user_id: recordId('The user id') });
