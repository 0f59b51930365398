// The Update Profile stepper's fields, steps and rules (facts §3.10): required marks, radios, "Please Specify".
import { isBlank, isEmail, MESSAGES } from '@coop/shared';
import type { BusinessType, MaritalStatus, Profile } from '@coop/api/contract';
import type { ProfileForm } from './api';

export type FieldName = keyof ProfileForm;

export const STEP_TITLES = ['Personal Profile', 'Next Of Kin Details', 'Business Profile'] as const;

export const MARITAL_OPTIONS: { value: MaritalStatus; label: string }[] = [
  { value: 'married', label: 'Married' },
  { value: 'single', label: 'Single' },
  { value: 'widow', label: 'Widow' },
];

export const BUSINESS_OPTIONS: { value: BusinessType; label: string }[] = [
  { value: 'sole', label: 'Sole Proprietorship' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'ltd', label: 'Ltd' },
  { value: 'plc', label: 'Plc' },
  { value: 'other', label: 'Other' },
];

export const PHONE_MESSAGE = 'Enter an 11-digit phone number, for example 08012345678';

export const FIELD_LABELS: Record<FieldName, string> = {
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  phone_no: 'Phone Number',
  address: 'Address',
  state_of_origin: 'State Of Origin',
  local_govt: 'Local Govt. Area (LGA)',
  marital_status: 'Marital Status',
  kin_last_name: 'Next Of Kin Last Name',
  kin_first_name: 'Next Of Kin First Name',
  kin_phone_no: 'Next Of Kin Phone Number',
  kin_email: 'Next Of Kin Email',
  relationship: 'Relationship',
  occupation: 'Occupation',
  business_address: 'Business Address',
  business_type: 'Business Type',
  business_type_others: 'Please Specify',
  employers_name: "Employer's Name",
  employers_phone_no: "Employer's Phone Number",
};

/** The fields of each step, in order. */
export const STEP_FIELDS: readonly FieldName[][] = [
  ['first_name', 'last_name', 'email', 'phone_no', 'address', 'state_of_origin', 'local_govt', 'marital_status'],
  ['kin_last_name', 'kin_first_name', 'kin_phone_no', 'kin_email', 'relationship'],
  ['occupation', 'business_address', 'business_type', 'business_type_others', 'employers_name', 'employers_phone_no'],
];

const REQUIRED = new Set<FieldName>([
  'first_name', 'last_name', 'email', 'marital_status',
  'kin_last_name', 'kin_first_name', 'kin_phone_no',
  'occupation', 'business_address', 'business_type',
]);

const PHONES = new Set<FieldName>(['phone_no', 'kin_phone_no', 'employers_phone_no']);

export function isRequired(field: FieldName, values: ProfileForm): boolean {
  return REQUIRED.has(field) || (field === 'business_type_others' && values.business_type === 'other');
}

export function isPhone(field: FieldName): boolean {
  return PHONES.has(field);
}

export type FormErrors = Partial<Record<FieldName, string>>;

/** The errors of one step: required fields, phone numbers of 11 digits, a valid next-of-kin e-mail. */
export function validateStep(step: number, values: ProfileForm): FormErrors {
  const errors: FormErrors = {};
  for (const field of STEP_FIELDS[step] ?? []) {
    if (field === 'business_type_others' && values.business_type !== 'other') continue;
    const value = String(values[field] ?? '').trim();
    if (isRequired(field, values) && isBlank(value)) errors[field] = MESSAGES.fieldRequired;
    else if (value && PHONES.has(field) && !/^\d{11}$/.test(value)) errors[field] = PHONE_MESSAGE;
    else if (value && field === 'kin_email' && !isEmail(value)) errors[field] = MESSAGES.signupEmailInvalid;
  }
  return errors;
}

/** The form's starting values from the profile on file. */
export function formFromProfile(profile: Profile): ProfileForm {
  const form = {} as Record<FieldName, string>;
  for (const field of Object.keys(FIELD_LABELS) as FieldName[]) form[field] = (profile[field] as string | null | undefined) ?? '';
  return form as unknown as ProfileForm;
}

/** What is posted: trimmed text; "Please Specify" only when the business type is other. */
export function formToBody(values: ProfileForm): ProfileForm {
  const body = {} as Record<FieldName, string>;
  for (const field of Object.keys(FIELD_LABELS) as FieldName[]) body[field] = String(values[field] ?? '').trim();
  if (body.business_type !== 'other') body.business_type_others = '';
  return body as unknown as ProfileForm;
}
