// The member's profile and picture.
export type MaritalStatus = 'married' | 'single' | 'widow';
export type BusinessType = 'sole' | 'partnership' | 'ltd' | 'plc' | 'other';
/** `GET show_profile?token=` → `ProfileReply`; `POST profiles/update` takes the same keys (`ProfileUpdateRequest`). */
export interface Profile {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_no: string;
  address: string;
  state_of_origin: string;
  local_govt: string;
  marital_status: MaritalStatus | '';
  kin_first_name: string;
  kin_last_name: string;
  kin_phone_no: string;
  kin_email: string;
  relationship: string;
  occupation: string;
  business_address: string;
  business_type: BusinessType | '';
  business_type_others: string;
  employers_name: string;
  employers_phone_no: string;
  /** `/api/profile_pic/{user_id}/{version}.webp` (served without auth, cached forever) or null */
  profile_pic: string | null;
  /** 25 + 25 (next of kin relationship) + 25 (picture) + 25 (bank account), as the original showed */
  completeness: number;
  /** the three steps are filled */
  complete: boolean;
}
export interface ProfileReply {
  success: true;
  data: Profile;
}
/**
 * `POST profiles/update`. Required: first_name, last_name, marital_status, kin_first_name, kin_last_name,
 * kin_phone_no, occupation, business_address, business_type (and business_type_others when it is 'other').
 * `email`, when sent, must be the account's own. Phone numbers: 11 digits (08012345678). Other keys are ignored.
 */
export type ProfileUpdateRequest = Omit<Profile, 'user_id' | 'profile_pic' | 'completeness' | 'complete' | 'email'> & { email?: string };
export interface ProfileUpdateReply {
  success: true;
  message: string;
  first_name: string;
  last_name: string;
  email: string;
  profile: boolean;
}
/** `GET profile/options`: the choices of the profile form */
export interface ProfileOptionsReply {
  success: true;
  states: string[];
  marital_statuses: MaritalStatus[];
  business_types: { value: BusinessType; label: string }[];
}
/** `POST profiles/updatePics` (multipart, field `profile_pic`: JPEG, PNG or WebP, at most 2 MB) */
export interface PictureReply {
  success: true;
  message: string;
  profile_pic: string;
}
