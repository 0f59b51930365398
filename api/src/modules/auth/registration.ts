// `POST auth/signup`: creates an unverified account and mails the verification link.
import { hashPassword } from '../../security/password';
import type { AccountContext } from './context';
import { insertUser } from './users';
import { createVerificationCode, queueVerificationMail } from './verification';

export interface SignupInput {
  first_name: string;
  last_name: string;
  middle_name: string;
  email: string;
  phone_no: string;
  password: string;
}

export const signupMessage = (email: string) => `Registration successful. We have sent a verification link to ${email}`;

export async function signup(context: AccountContext, input: SignupInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await context.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
      middleName: input.middle_name,
      phoneNo: input.phone_no,
      now: context.now,
    });
    await queueVerificationMail(tx, context, user, await createVerificationCode(tx, user.id, context));
  });
}
