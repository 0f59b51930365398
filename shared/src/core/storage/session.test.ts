import {
  clearLastUrl, clearSession, getLastUrl, getStoredItem, getStoredUser, getToken, saveSession, setLastUrl,
  STORAGE_KEYS, updateStoredUser, type SessionUser,
} from './session';

const USER: SessionUser = {
  token: 'tok', email: 'ada@example.com', name: 'Ada Obi', first_name: 'Ada', last_name: 'Obi',
  profile_pic: 'https://cdn/p.png', member_status: false, role: 'MEMBER', bank: false, profile: true,
};

beforeEach(() => localStorage.clear());

describe('session storage', () => {
  it('uses exactly the spec keys', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(['bank', 'card_id', 'email', 'lasturl', 'name', 'profile', 'profile_pic', 'token', 'user'].sort());
  });

  it('saves the user, token, email, name, picture and the bank/profile flags as strings', () => {
    saveSession(USER);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(USER);
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('email')).toBe('ada@example.com');
    expect(localStorage.getItem('name')).toBe('Ada Obi');
    expect(localStorage.getItem('profile_pic')).toBe('https://cdn/p.png');
    expect(localStorage.getItem('bank')).toBe('false');
    expect(localStorage.getItem('profile')).toBe('true');
    expect(getStoredUser()).toEqual(USER);
    expect(getToken()).toBe('tok');
  });

  it('merges an update into the stored user', () => {
    saveSession(USER);
    updateStoredUser({ bank: true, name: 'Ada N. Obi' });
    expect(getStoredUser()).toMatchObject({ bank: true, name: 'Ada N. Obi', token: 'tok' });
    expect(getStoredItem('bank')).toBe('true');
    expect(localStorage.getItem('name')).toBe('Ada N. Obi');
  });

  it('clears the session but keeps lasturl', () => {
    saveSession(USER);
    localStorage.setItem('card_id', '7');
    setLastUrl('/loan');
    clearSession();
    for (const key of ['user', 'token', 'email', 'name', 'profile_pic', 'bank', 'profile', 'card_id']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(getLastUrl()).toBe('/loan');
    clearLastUrl();
    expect(getLastUrl()).toBeNull();
  });

  it('reads a corrupt stored user as no user', () => {
    localStorage.setItem('user', '{not json');
    expect(getStoredUser()).toBeNull();
  });
});
