// show_profile and profiles/update: the original's keys, completeness, validation per field, the account's
// names and phone number, and that a member only ever reads and writes their own profile.
import { eq } from 'drizzle-orm';
import { memberProfiles, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { fullProfile } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const show = (user: TestUser) => t.app.inject({ url: '/api/show_profile', headers: user.headers });
const update = (user: TestUser, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/profiles/update', headers: user.headers, payload: payload as never });

const PROFILE_KEYS = [
  'first_name', 'last_name', 'email', 'phone_no', 'address', 'state_of_origin', 'local_govt', 'marital_status', 'kin_first_name',
  'kin_last_name', 'kin_phone_no', 'kin_email', 'relationship', 'occupation', 'business_address', 'business_type',
  'business_type_others', 'employers_name', 'employers_phone_no', 'profile_pic', 'user_id',
];

describe('GET show_profile', () => {
  it('needs a signed-in member', async () => {
    const res = await t.app.inject({ url: '/api/show_profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Unauthorized' });
  });

  it("gives every key the original read, from the account for a member who never filled the form", async () => {
    const member = await createUser(t, { firstName: 'Tunde', lastName: 'Bakare' });
    const res = await show(member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual([...PROFILE_KEYS, 'completeness', 'complete'].sort());
    expect(data).toMatchObject({
      user_id: member.id,
      first_name: 'Tunde',
      last_name: 'Bakare',
      email: member.email,
      phone_no: '08012345678',
      address: '',
      marital_status: '',
      business_type: '',
      profile_pic: null,
      completeness: 25,
      complete: false,
    });
  });

  it('takes the token from the Authorization header only (the spec lists show_profile without ?token=)', async () => {
    const member = await createUser(t);
    expect((await t.app.inject({ url: `/api/show_profile?token=${member.token}` })).statusCode).toBe(401);
  });
});

describe('POST profiles/update', () => {
  it('needs a signed-in member', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/profiles/update', payload: fullProfile('x@example.com') });
    expect(res.statusCode).toBe(401);
  });

  it('saves the three steps, the names and phone on the account, and reports the profile complete', async () => {
    const member = await createUser(t);
    const res = await update(member, fullProfile(member.email.toUpperCase(), { state_of_origin: 'lagos state', phone_no: '+234 803 123 4567', first_name: '  Chiamaka ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Profile updated', first_name: 'Chiamaka', last_name: 'Eze', email: member.email, profile: true });

    const { data } = (await show(member)).json();
    expect(data).toMatchObject({
      first_name: 'Chiamaka',
      last_name: 'Eze',
      phone_no: '08031234567',
      state_of_origin: 'Lagos',
      local_govt: 'Nsukka',
      marital_status: 'married',
      kin_first_name: 'Obinna',
      kin_email: 'obinna@example.com',
      relationship: 'Husband',
      business_type: 'sole',
      // 25 + 25 for the next of kin relationship; no picture, no bank account yet
      completeness: 50,
      complete: true,
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect({ first: user.firstName, last: user.lastName, phone: user.phoneNo }).toEqual({ first: 'Chiamaka', last: 'Eze', phone: '08031234567' });
  });

  it('takes a profile without the e-mail key (the contract marks it optional) and keeps the sign-in e-mail', async () => {
    const member = await createUser(t);
    const { email: _omitted, ...withoutEmail } = fullProfile(member.email);
    const res = await update(member, withoutEmail);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, email: member.email, profile: true });
    expect((await show(member)).json().data).toMatchObject({ email: member.email, complete: true });
  });

  it('takes the FCT in its usual spellings and keeps the phone number when none is sent', async () => {
    const member = await createUser(t);
    for (const spelling of ['FCT', 'Abuja', 'federal capital territory']) {
      const res = await update(member, fullProfile(member.email, { state_of_origin: spelling, phone_no: '' }));
      expect(res.statusCode).toBe(200);
      expect((await show(member)).json().data).toMatchObject({ state_of_origin: 'Federal Capital Territory', phone_no: '08012345678' });
    }
  });

  it('needs business_type_others for "other" and clears it otherwise', async () => {
    const member = await createUser(t);
    const missing = await update(member, fullProfile(member.email, { business_type: 'other', business_type_others: ' ' }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ message: 'Please specify your type of business', errors: [{ field: 'business_type_others' }] });

    expect((await update(member, fullProfile(member.email, { business_type: 'other', business_type_others: 'Cooperative' }))).statusCode).toBe(200);
    expect((await show(member)).json().data).toMatchObject({ business_type: 'other', business_type_others: 'Cooperative', complete: true });

    expect((await update(member, fullProfile(member.email, { business_type: 'ltd', business_type_others: 'Cooperative' }))).statusCode).toBe(200);
    expect((await show(member)).json().data).toMatchObject({ business_type: 'ltd', business_type_others: '' });
  });

  it('leaves the completeness step for the relationship at 25 when it is empty, and still counts the profile complete', async () => {
    const member = await createUser(t);
    const res = await update(member, fullProfile(member.email, { relationship: null, kin_email: null }));
    expect(res.statusCode).toBe(200);
    expect((await show(member)).json().data).toMatchObject({ relationship: '', kin_email: '', completeness: 25, complete: true });
  });

  it('refuses a change of the sign-in e-mail, and changes nothing', async () => {
    const member = await createUser(t, { firstName: 'Ada' });
    const res = await update(member, fullProfile('someone.else@example.com'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: 'Your e-mail address cannot be changed here: it is the address you sign in with', errors: [{ field: 'email' }] });
    const { data } = (await show(member)).json();
    expect(data).toMatchObject({ first_name: 'Ada', email: member.email, complete: false });
    expect(await t.database.db.select().from(memberProfiles).where(eq(memberProfiles.userId, member.id))).toEqual([]);
  });

  const long = (n: number) => 'x'.repeat(n);
  const cases: Array<[string, unknown, string]> = [
    ['first_name', undefined, 'The first name is required'],
    ['first_name', '   ', 'The first name is required'],
    ['first_name', long(101), 'The first name must be at most 100 characters'],
    ['last_name', '', 'The last name is required'],
    ['email', 'not-an-email', 'Email is not valid'],
    ['phone_no', '0803123456', 'The phone number must be 11 digits, like 08012345678'],
    ['phone_no', 8031234567, 'The phone number must be 11 digits, like 08012345678'],
    ['address', long(256), 'The address must be at most 255 characters'],
    ['state_of_origin', 'Atlantis', 'Choose your state of origin from the list of the 36 states and the FCT'],
    ['local_govt', long(101), 'The local government area must be at most 100 characters'],
    ['marital_status', undefined, 'Choose your marital status: married, single or widow'],
    ['marital_status', 'divorced', 'Choose your marital status: married, single or widow'],
    ['kin_last_name', '', "The next of kin's last name is required"],
    ['kin_first_name', null, "The next of kin's first name is required"],
    ['kin_phone_no', '', "The next of kin's phone number is required"],
    ['kin_phone_no', '12345', "The next of kin's phone number must be 11 digits, like 08012345678"],
    ['kin_email', 'obinna@', "The next of kin's e-mail address is not valid"],
    ['relationship', long(51), 'The relationship must be at most 50 characters'],
    ['occupation', '', 'The occupation is required'],
    ['business_address', undefined, 'The business address is required'],
    ['business_address', long(256), 'The business address must be at most 255 characters'],
    ['business_type', 'cartel', 'Choose your type of business: sole proprietorship, partnership, ltd, plc or other'],
    ['business_type', undefined, 'Choose your type of business: sole proprietorship, partnership, ltd, plc or other'],
    ['business_type_others', long(101), 'The type of business must be at most 100 characters'],
    ['employers_name', 42, "The employer's name must be text"],
    ['employers_phone_no', '080-abc', "The employer's phone number must be 11 digits, like 08012345678"],
  ];

  const shown = (value: unknown) => (typeof value === 'string' && value.length > 20 ? `${value.length} characters` : JSON.stringify(value) ?? 'missing');
  it.each(cases.map(([field, value, message]) => [field, shown(value), value, message] as const))('refuses %s = %s with a message naming it, and stores nothing', async (field, _shown, value, message) => {
    const member = await createUser(t);
    const body = fullProfile(member.email, { [field]: value });
    if (value === undefined) delete body[field];
    const res = await update(member, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(res.json().errors[0].field).toBe(field);
    expect(await t.database.db.select().from(memberProfiles).where(eq(memberProfiles.userId, member.id))).toEqual([]);
  });

  it('refuses a body that is not a profile', async () => {
    const member = await createUser(t);
    for (const payload of [[1, 2], 'profile']) {
      const res = await update(member, payload);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it("only ever touches the caller's profile: a user_id in the body is ignored, and nobody else's data shows", async () => {
    const first = await createUser(t);
    const second = await createUser(t, { firstName: 'Second' });
    const res = await update(second, fullProfile(second.email, { user_id: first.id, first_name: 'Intruder', kin_first_name: 'Kin of second' }));
    expect(res.statusCode).toBe(200);

    const firstView = (await show(first)).json().data;
    expect(firstView).toMatchObject({ user_id: first.id, first_name: 'Ada', kin_first_name: '', complete: false });
    const secondView = (await show(second)).json().data;
    expect(secondView).toMatchObject({ user_id: second.id, first_name: 'Intruder', kin_first_name: 'Kin of second' });
  });
});

describe('GET profile/options', () => {
  it('lists the 36 states and the FCT, the marital statuses and business types', async () => {
    const body = (await t.app.inject({ url: '/api/profile/options' })).json();
    expect(body.states).toHaveLength(37);
    expect(body.states).toEqual(expect.arrayContaining(['Lagos', 'Akwa Ibom', 'Federal Capital Territory']));
    expect(body.marital_statuses).toEqual(['married', 'single', 'widow']);
    expect(body.business_types.map((b: { value: string }) => b.value)).toEqual(['sole', 'partnership', 'ltd', 'plc', 'other']);
  });
});
