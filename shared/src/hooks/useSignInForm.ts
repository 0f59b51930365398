import type { FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { loginRequest, selectAuth } from '@coop/shared/core';
import { validateLogin } from '../validation/rules';
import { useFormFields } from './useFormFields';

/** The sign-in form (mfe-auth's page and a remote's standalone one): spec §5 rules, then one loginRequest at a time. */
export function useSignInForm() {
  const dispatch = useDispatch();
  const { loggingIn } = useSelector(selectAuth);
  const { values, setErrors, bind } = useFormFields({ email: '', password: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loggingIn) return;
    const errors = validateLogin(values);
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    dispatch(loginRequest({ email: values.email.trim(), password: values.password }));
  };

  return { loggingIn, bind, submit };
}
