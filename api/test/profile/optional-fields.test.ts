// profiles/update without the fields the form leaves optional (facts §3.10: no required mark): saved, stored empty;
// still checked when sent; the required ones still refused with a message a member can act on.
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { fullProfile } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const update = (user: TestUser, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/profiles/update', headers: user.headers, payload: payload as never });
const show = async (user: TestUser) => (await t.app.inject({ url: '/api/show_profile', headers: user.headers })).json().data;

const OPTIONAL = ['email', 'phone_no', 'address', 'state_of_origin', 'local_govt', 'kin_email', 'relationship', 'business_type_others', 'employers_name', 'employers_phone_no'];
const without = (body: Record<string, unknown>, fields: string[]) => Object.fromEntries(Object.entries(body).filter(([key]) => !fields.includes(key)));

describe('profiles/update: optional fields', () => {
  it.each(OPTIONAL)('saves a profile sent without %s', async (field) => {
    const member = await createUser(t);
    const res = await update(member, without(fullProfile(member.email), [field]));
    expect([res.statusCode, res.json().message]).toEqual([200, 'Profile updated']);
  });

  it('saves a profile without any of them, and stores them empty', async () => {
    const member = await createUser(t);
    const res = await update(member, without(fullProfile(member.email, { phone_no: '', address: '' }), OPTIONAL.filter((f) => f !== 'phone_no' && f !== 'address')));
    expect(res.statusCode).toBe(200);
    expect(await show(member)).toMatchObject({ kin_email: '', relationship: '', business_type_others: '', employers_name: '', employers_phone_no: '', local_govt: '' });
  });

  it.each([
    ['kin_email', 'not-an-email', "The next of kin's e-mail address is not valid"],
    ['employers_phone_no', '12345', "The employer's phone number must be 11 digits, like 08012345678"],
    ['employers_name', 42, "The employer's name must be text"],
    ['email', 42, 'The e-mail address must be text'],
  ])('still checks %s when it is sent', async (field, value, message) => {
    const member = await createUser(t);
    const res = await update(member, fullProfile(member.email, { [field]: value }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message, errors: [{ field }] });
  });

  it.each([
    ['kin_phone_no', "The next of kin's phone number is required"],
    ['kin_first_name', "The next of kin's first name is required"],
    ['marital_status', 'Choose your marital status: married, single or widow'],
  ])('still refuses a profile without %s', async (field, message) => {
    const member = await createUser(t);
    const res = await update(member, without(fullProfile(member.email), [field]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message, errors: [{ field }] });
  });

  it('still asks for the type of business when it is other', async () => {
    const member = await createUser(t);
    const res = await update(member, without(fullProfile(member.email, { business_type: 'other' }), ['business_type_others']));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Please specify your type of business', errors: [{ field: 'business_type_others' }] });
  });
});
