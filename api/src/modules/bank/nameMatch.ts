// Is the name a bank resolved for an account the member's own? Banks write names in any order, in capitals, with
// middle names, initials, titles and punctuation ("ADEBAYO JOHN O.", "JOHN-PAUL ADEBAYO"): the account is the
// member's when every word of the profile's first and last names is a word of the resolved name. The middle name
// is not required (banks often drop it or shorten it to an initial).

export interface ProfileName {
  firstName: string;
  middleName?: string | null;
  lastName: string;
}

/** upper-case words, without diacritics, split at spaces, hyphens and punctuation */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function isOwnName(resolvedName: string, profile: ProfileName): boolean {
  const resolved = new Set(nameWords(resolvedName));
  const required = [...nameWords(profile.firstName), ...nameWords(profile.lastName)];
  const firstAndLastGiven = nameWords(profile.firstName).length > 0 && nameWords(profile.lastName).length > 0;
  return firstAndLastGiven && required.every((word) => resolved.has(word));
}
