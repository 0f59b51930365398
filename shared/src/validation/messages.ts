// The spec's messages, verbatim (spec §5, §8). Never reword these.
import { emailAlreadyUsed, INVALID_EMAIL_OR_PASSWORD } from './signinMessages';

export const MESSAGES = {
  allFieldsRequired: 'All fields are required',
  passwordNotMatch: 'Password Not Match',
  fieldRequired: 'this field is required',
  signupEmailInvalid: 'Email is not valid',
  loginEmailInvalid: 'email is not valid',
  allFieldRequired: 'all field are required',
  invalidEmailOrPassword: INVALID_EMAIL_OR_PASSWORD,
  emailAlreadyUsed,
  internetError: 'Internet Error, Please check your internet and try again',
  updateProfileAndBank: 'Please Update your profile and bank account to continue',
} as const;

export const PHONE_MAX_LENGTH = 11;
