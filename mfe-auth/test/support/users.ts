import type { LoginUser } from '@coop/api/contract';

export const memberUser: LoginUser = {
  token: 'tok_member_1',
  expires_at: '2030-01-01T00:00:00.000Z',
  user_id: 7,
  email: 'amaka@example.com',
  name: 'Amaka Obi',
  first_name: 'Amaka',
  last_name: 'Obi',
  profile_pic: null,
  member_status: true,
  role: 'MEMBER',
  bank: true,
  profile: true,
};
