// Request validation for the profile routes (zod; a failure is a 422 naming the field).
import { z } from 'zod';
import { BUSINESS_TYPES, MARITAL_STATUSES } from '../../db/schema';
import { emailAddress, requiredText } from '../../http/validation';
import { normaliseState } from './nigerianStates';

// `.optional()` on the union, not z.undefined() inside it: zod 4 still requires the key of a union with
// z.undefined() that is piped or transformed ("expected nonoptional")
function absentOrText(message: string) {
  return z.union([z.string(), z.null()], { error: message }).optional();
}

/** absent or null → '' ; trimmed; bounded */
function optionalText(label: string, max: number) {
  return absentOrText(`${label} must be text`)
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(max, { error: `${label} must be at most ${max} characters` }));
}

/** an 11-digit Nigerian number; spaces, dashes and +234 are accepted and normalised. Sent as text: a JSON number loses the leading 0. */
function phoneNumber(label: string, required: boolean) {
  const message = `${label} must be 11 digits, like 08012345678`;
  return absentOrText(message)
    .transform((value) => (value ?? '').trim().replace(/[\s-]/g, '').replace(/^\+?234(?=\d{10}$)/, '0'))
    .superRefine((value, ctx) => {
      if (!value) {
        if (required) ctx.addIssue({ code: 'custom', message: `${label} is required` });
      } else if (!/^0\d{10}$/.test(value)) {
        ctx.addIssue({ code: 'custom', message });
      }
    });
}

function optionalEmail(label: string) {
  return absentOrText(`${label} is not valid`)
    .transform((value) => (value ?? '').trim().toLowerCase())
    .pipe(z.union([z.literal(''), z.string().max(254, { error: `${label} is not valid` }).pipe(z.email({ error: `${label} is not valid` }))]));
}

function choice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.enum(values, { error: message }));
}

const stateOfOrigin = optionalText('The state of origin', 60).transform((value, ctx) => {
  if (!value) return '';
  const state = normaliseState(value);
  if (!state) {
    ctx.addIssue({ code: 'custom', message: 'Choose your state of origin from the list of the 36 states and the FCT' });
    return z.NEVER;
  }
  return state;
});

export const profileUpdateBody = z
  .object(
    {
      // personal
      first_name: requiredText('the first name', 100),
      last_name: requiredText('the last name', 100),
      // optional (ProfileUpdateRequest)
      email: absentOrText('The e-mail address must be text')
        .transform((value) => (value ?? '').trim())
        .pipe(z.union([z.literal(''), emailAddress()])),
      phone_no: phoneNumber('The phone number', false),
      address: optionalText('The address', 255),
      state_of_origin: stateOfOrigin,
      local_govt: optionalText('The local government area', 100),
      marital_status: choice(MARITAL_STATUSES, 'Choose your marital status: married, single or widow'),
      // next of kin
      kin_last_name: requiredText("the next of kin's last name", 100),
      kin_first_name: requiredText("the next of kin's first name", 100),
      kin_phone_no: phoneNumber("The next of kin's phone number", true),
      kin_email: optionalEmail("The next of kin's e-mail address"),
      relationship: optionalText('The relationship', 50),
      // business
      occupation: requiredText('the occupation', 100),
      business_address: requiredText('the business address', 255),
      business_type: choice(BUSINESS_TYPES, 'Choose your type of business: sole proprietorship, partnership, ltd, plc or other'),
      business_type_others: optionalText('The type of business', 100),
      employers_name: optionalText("The employer's name", 100),
      employers_phone_no: phoneNumber("The employer's phone number", false),
    },
    { error: 'Send the profile details' },
  )
  .superRefine((body, ctx) => {
    if (body.business_type === 'other' && !body.business_type_others) {
      ctx.addIssue({ code: 'custom', path: ['business_type_others'], message: 'Please specify your type of business' });
    }
  })
  .transform((body) => ({ ...body, business_type_others: body.business_type === 'other' ? body.business_type_others : '' }));

export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

/** checked in the handler, so a bad address is a 404 like any missing picture */
export const pictureParams = z.object({ userId: z.string().max(12), file: z.string().max(80) });
