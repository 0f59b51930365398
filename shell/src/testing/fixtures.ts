import type { SessionUser } from '@coop/shared';

export const MEMBER: SessionUser = {
  token: 'member-token', email: 'ada@example.com', name: 'Ada Obi', first_name: 'Ada', last_name: 'Obi',
  profile_pic: null, member_status: true, role: 'MEMBER', bank: true, profile: true, user_id: 7,
};

export const ADMIN: SessionUser = {
  token: 'admin-token', email: 'admin@example.com', name: 'Bola Admin', first_name: 'Bola', last_name: 'Admin',
  profile_pic: null, member_status: true, role: 'SA', bank: true, profile: true, user_id: 1,
};
