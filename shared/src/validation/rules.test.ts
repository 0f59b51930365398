import { MESSAGES, PHONE_MAX_LENGTH } from './messages';
import { isEmail, requiredError, validateLogin, validateRecovery, validateReset, validateSignup } from './rules';

const SIGNUP = { first_name: 'Ada', last_name: 'Obi', phone_no: '08012345678', email: 'ada@example.com', password: 'secret123', confirm_password: 'secret123' };

describe('messages are the spec texts, verbatim', () => {
  it.each([
    [MESSAGES.allFieldsRequired, 'All fields are required'],
    [MESSAGES.passwordNotMatch, 'Password Not Match'],
    [MESSAGES.fieldRequired, 'this field is required'],
    [MESSAGES.signupEmailInvalid, 'Email is not valid'],
    [MESSAGES.loginEmailInvalid, 'email is not valid'],
    [MESSAGES.allFieldRequired, 'all field are required'],
    [MESSAGES.invalidEmailOrPassword, 'Invalid Email or Password'],
    [MESSAGES.internetError, 'Internet Error, Please check your internet and try again'],
    [MESSAGES.updateProfileAndBank, 'Please Update your profile and bank account to continue'],
    [MESSAGES.emailAlreadyUsed('ada@example.com'), 'ada@example.com has already been used'],
  ])('%p', (actual, expected) => expect(actual).toBe(expected));
  it('limits the phone to 11 characters', () => expect(PHONE_MAX_LENGTH).toBe(11));
});

describe('rules', () => {
  it('checks e-mails and blanks', () => {
    expect(isEmail(' ada@example.com ')).toBe(true);
    expect(isEmail('ada@example')).toBe(false);
    expect(requiredError('  ')).toBe('this field is required');
    expect(requiredError('x')).toBeUndefined();
  });

  it('sign up: all required, valid e-mail, matching passwords', () => {
    expect(validateSignup(SIGNUP)).toEqual({ fieldErrors: {} });
    const blank = validateSignup({ ...SIGNUP, last_name: '' });
    expect(blank.formError).toBe('All fields are required');
    expect(blank.fieldErrors.last_name).toBe('this field is required');
    expect(validateSignup({ ...SIGNUP, email: 'nope' }).formError).toBe('Email is not valid');
    expect(validateSignup({ ...SIGNUP, confirm_password: 'other' }).formError).toBe('Password Not Match');
  });

  it('login: required fields and the lower-case e-mail message', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'this field is required', password: 'this field is required' });
    expect(validateLogin({ email: 'x', password: 'p' })).toEqual({ email: 'email is not valid' });
    expect(validateLogin({ email: 'a@b.co', password: 'p' })).toEqual({});
  });

  it('recovery: e-mail required and valid', () => {
    expect(validateRecovery({ email: '' })).toEqual({ email: 'this field is required' });
    expect(validateRecovery({ email: 'x' })).toEqual({ email: 'email is not valid' });
    expect(validateRecovery({ email: 'a@b.co' })).toEqual({});
  });

  it("reset: 'all field are required' without e-mail or password; passwords must match", () => {
    expect(validateReset({ email: '', password: '', password_confirmation: '' }).formError).toBe('all field are required');
    expect(validateReset({ email: 'bad', password: 'p', password_confirmation: 'p' }).fieldErrors.email).toBe('email is not valid');
    expect(validateReset({ email: 'a@b.co', password: 'p', password_confirmation: '' }).fieldErrors.password_confirmation).toBe('this field is required');
    expect(validateReset({ email: 'a@b.co', password: 'p', password_confirmation: 'q' }).formError).toBe('Password Not Match');
    expect(validateReset({ email: 'a@b.co', password: 'p', password_confirmation: 'p' })).toEqual({ fieldErrors: {} });
  });
});
