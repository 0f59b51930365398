// The profile calls (spec §7 "Profile", facts §2.11) and the signed-in password change (facts §2.1).
import { http } from '@coop/shared';
import type { ChangePasswordRequest, MutationReply, PictureReply, Profile, ProfileUpdateReply } from '@coop/api/contract';

/** What `POST profiles/update` takes: the profile's own fields (the e-mail is the account's and is not changed here). */
export type ProfileForm = Omit<Profile, 'user_id' | 'profile_pic' | 'completeness' | 'complete'>;

export const profileApi = {
  show: () => http.get<{ success?: boolean; data: Profile }>('show_profile'),
  update: (body: ProfileForm) => http.post<ProfileUpdateReply>('profiles/update', body),
  updatePicture: (file: File) => {
    const form = new FormData();
    form.append('profile_pic', file);
    return http.postForm<PictureReply>('profiles/updatePics', form);
  },
  // the spec marks this path with ?token=
  changePassword: (body: ChangePasswordRequest) => http.post<MutationReply>('profilesChangePassword', body),
};
