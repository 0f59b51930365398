// The message of a zod issue that its schema gave no message of its own: plain English naming the field
// ("The kin email is required", "The amount must be a number"), never zod's own wording.
import type { core } from 'zod';

type Issue = core.$ZodRawIssue;

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

/** `kin_email` → `The kin email`; the request itself when the issue is about the whole body or query */
export function fieldLabel(path: readonly PropertyKey[], part = 'request'): string {
  const key = [...path].reverse().find((segment): segment is string => typeof segment === 'string');
  if (key === undefined) return `The ${part}`;
  return `The ${key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase()}`;
}

function sizeMessage(label: string, issue: { origin: string; inclusive?: boolean }, bound: number | bigint, small: boolean): string {
  const atLeast = small ? (issue.inclusive === false ? 'more than' : 'at least') : issue.inclusive === false ? 'less than' : 'at most';
  if (issue.origin === 'string') return small && Number(bound) <= 1 ? `${label} is required` : `${label} must be ${atLeast} ${bound} characters`;
  if (issue.origin === 'array' || issue.origin === 'set') return `${label} must have ${atLeast} ${bound} items`;
  return `${label} must be ${atLeast} ${bound}`;
}

export function plainIssueMessage(issue: Issue, part = 'request'): string {
  const label = fieldLabel(issue.path ?? [], part);
  const absent = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case 'invalid_type': {
      if (absent || issue.expected === 'nonoptional') return `${label} is required`;
      const words = TYPE_WORDS[issue.expected];
      return words ? `${label} must be ${words}` : `${label} is not valid`;
    }
    case 'too_small':
      return sizeMessage(label, issue, issue.minimum, true);
    case 'too_big':
      return sizeMessage(label, issue, issue.maximum, false);
    case 'not_multiple_of':
      return `${label} must be a multiple of ${issue.divisor}`;
    case 'invalid_value': {
      const choices = issue.values.filter((value) => typeof value === 'string' || typeof value === 'number');
      if (absent) return `${label} is required`;
      return choices.length > 0 && choices.length <= 10 ? `${label} must be one of: ${choices.join(', ')}` : `${label} is not valid`;
    }
    case 'unrecognized_keys':
      return issue.keys.length === 1 ? `The field ${issue.keys[0]} is not accepted` : `The fields ${issue.keys.join(', ')} are not accepted`;
    case 'invalid_format':
      return issue.format === 'email' ? `${label} is not a valid e-mail address` : `${label} is not valid`;
    default:
      return absent ? `${label} is required` : `${label} is not valid`;
  }
}
