import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and hash in one string', async () => {
    const hash = await hashPassword('Secret#123');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('Secret#123');
    expect(await verifyPassword('Secret#123', hash)).toBe(true);
    expect(await verifyPassword('secret#123', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('checks with the parameters stored in the hash', async () => {
    const [, , , , salt, key] = (await hashPassword('x')).split('$');
    // a hash made with other parameters is not accepted with ours
    expect(await verifyPassword('x', `scrypt$1024$8$1$${salt}$${key}`)).toBe(false);
  });

  it('refuses anything that is not one of its hashes', async () => {
    for (const stored of ['fixture', '', 'scrypt$a$b$c$d$e', 'bcrypt$2b$10$abc', 'scrypt$16384$8$1$$', 'scrypt$99999999$8$1$YWJj$YWJj']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('spends the work of a real check on unknown accounts and says no', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
