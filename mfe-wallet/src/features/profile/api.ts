// The profile calls (spec §7 "Profile", facts §2.11) and the signed-in password change (facts §2.1). The read is a
// loader for `useLoad`; the changes are paths for the remote's calls (features/calls.ts).
import { accepted, http } from '@coop/shared';
import type { Profile } from '@coop/api/contract';

/** What `POST profiles/update` takes: the profile's own fields (the e-mail is the account's and is not changed here). */
export type ProfileForm = Omit<Profile, 'user_id' | 'profile_pic' | 'completeness' | 'complete'>;

export const profileApi = {
  show: async (signal?: AbortSignal): Promise<Profile> => accepted(await http.get<{ success?: boolean; data: Profile }>('show_profile', { signal })).data,
};

export const profilePaths = {
  update: 'profiles/update',
  /** multipart, the file as `profile_pic` */
  picture: 'profiles/updatePics',
  // the spec marks this path with ?token=; a write never carries it (the header does)
  changePassword: 'profilesChangePassword',
};

export function pictureForm(file: File): FormData {
  const form = new FormData();
  form.append('profile_pic', file);
  return form;
}
