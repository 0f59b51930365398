// profiles/updatePics and the served pictures: formats by content, 256×256 WebP out, every bad upload a 4xx
// with nothing stored, and private, immutable picture URLs (a member's upload stays out of shared caches).
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { profilePictures, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { multipart, type Part } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (user: TestUser | null, parts: Part[]) => {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/profiles/updatePics', payload: body.payload, headers: { ...body.headers, ...(user?.headers ?? {}) } });
};

function photo(format: 'jpeg' | 'png' | 'webp', width: number, height: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  return image[format]().toBuffer();
}

async function storedPicture(userId: number) {
  const [user] = await t.database.db.select({ profilePic: users.profilePic }).from(users).where(eq(users.id, userId));
  const rows = await t.database.db.select().from(profilePictures).where(eq(profilePictures.userId, userId));
  return { url: user.profilePic, rows };
}

describe('POST profiles/updatePics', () => {
  it('needs a signed-in member', async () => {
    const res = await upload(null, [{ name: 'profile_pic', filename: 'me.png', contentType: 'image/png', data: await photo('png', 10, 10) }]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Unauthorized' });
  });

  it.each([
    ['jpeg', 640, 480],
    ['png', 300, 500],
    ['webp', 120, 120],
  ] as const)('takes a %s (%i×%i) and stores it as a 256×256 WebP served at its URL', async (format, width, height) => {
    const member = await createUser(t);
    const res = await upload(member, [{ name: 'profile_pic', filename: `me.${format}`, contentType: `image/${format}`, data: await photo(format, width, height) }]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, message: 'Profile picture updated', profile_pic: expect.stringMatching(new RegExp(`^/api/profile_pic/${member.id}/[A-Za-z0-9_-]{22}\\.webp$`)) });
    expect((await storedPicture(member.id)).url).toBe(body.profile_pic);

    const served = await t.app.inject({ url: body.profile_pic }); // no token: an <img> sends none
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 256, height: 256 });
  });

  it('ignores the name and mimetype the client gave', async () => {
    const member = await createUser(t);
    const res = await upload(member, [{ name: 'profile_pic', filename: 'holiday.pdf', contentType: 'application/pdf', data: await photo('jpeg', 50, 80) }]);
    expect(res.statusCode).toBe(200);
  });

  it('replaces the picture: the old URL stops working, and completeness counts it', async () => {
    const member = await createUser(t);
    const first = (await upload(member, [{ name: 'profile_pic', filename: 'a.png', data: await photo('png', 40, 40) }])).json().profile_pic;
    const second = (await upload(member, [{ name: 'profile_pic', filename: 'b.png', data: await photo('png', 60, 40) }])).json().profile_pic;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);
    expect((await storedPicture(member.id)).rows).toHaveLength(1);
    const profile = (await t.app.inject({ url: '/api/show_profile', headers: member.headers })).json().data;
    expect(profile).toMatchObject({ profile_pic: second, completeness: 50 });
  });

  describe('refuses a bad upload and stores nothing', () => {
    let member: TestUser;
    let before: string;
    beforeAll(async () => {
      member = await createUser(t);
      before = (await upload(member, [{ name: 'profile_pic', filename: 'ok.png', data: await photo('png', 30, 30) }])).json().profile_pic;
    });
    afterEach(async () => {
      const stored = await storedPicture(member.id);
      expect(stored.url).toBe(before);
      expect(stored.rows.map((r) => r.version)).toEqual([before.split('/').pop()!.replace('.webp', '')]);
    });

    it('a PDF renamed .png → 415', async () => {
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
      const res = await upload(member, [{ name: 'profile_pic', filename: 'me.png', contentType: 'image/png', data: pdf }]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ success: false, message: 'The picture must be a JPEG, PNG or WebP image' });
    });

    it('a GIF → 415', async () => {
      const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
      const res = await upload(member, [{ name: 'profile_pic', filename: 'me.gif', data: gif }]);
      expect(res.statusCode).toBe(415);
    });

    it('a truncated JPEG → 422', async () => {
      const jpeg = await photo('jpeg', 400, 300);
      const res = await upload(member, [{ name: 'profile_pic', filename: 'me.jpg', contentType: 'image/jpeg', data: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, message: 'The picture could not be read: the file may be damaged. Please choose another picture' });
    });

    it('a file with a JPEG signature and garbage after it → 422', async () => {
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
      const res = await upload(member, [{ name: 'profile_pic', filename: 'me.jpg', data: fake }]);
      expect(res.statusCode).toBe(422);
    });

    it('2 MB + 1 byte → 413', async () => {
      const jpeg = await photo('jpeg', 64, 64);
      const big = Buffer.concat([jpeg, Buffer.alloc(2 * 1024 * 1024 + 1 - jpeg.length, 0)]);
      expect(big.length).toBe(2 * 1024 * 1024 + 1);
      const res = await upload(member, [{ name: 'profile_pic', filename: 'big.jpg', data: big }]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, message: 'The picture must be at most 2 MB, please choose a smaller one' });
    });

    it('no profile_pic field → 422', async () => {
      for (const parts of [
        [{ name: 'photo', filename: 'me.png', data: Buffer.from('x') }],
        [{ name: 'caption', data: 'just text' }],
        [{ name: 'profile_pic', filename: '', data: Buffer.alloc(0) }],
      ]) {
        const res = await upload(member, parts);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ success: false, message: 'Please choose a picture to upload', errors: [{ field: 'profile_pic' }] });
      }
    });

    it('an empty file → 422', async () => {
      const res = await upload(member, [{ name: 'profile_pic', filename: 'empty.png', data: Buffer.alloc(0) }]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, message: 'The picture file is empty, please choose another one' });
    });

    it('two files → 422', async () => {
      const png = await photo('png', 20, 20);
      const res = await upload(member, [
        { name: 'profile_pic', filename: 'a.png', data: png },
        { name: 'profile_pic', filename: 'b.png', data: png },
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, message: 'Send one picture at a time' });
    });

    it('a body that is not multipart → 415', async () => {
      const json = await t.app.inject({ method: 'POST', url: '/api/profiles/updatePics', headers: member.headers, payload: { profile_pic: 'data:image/png;base64,AAAA' } });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toBe('Send the picture as a file upload (multipart/form-data) in the field profile_pic');
      const none = await t.app.inject({ method: 'POST', url: '/api/profiles/updatePics', headers: member.headers });
      expect(none.statusCode).toBe(415);
    });

    it('a multipart body without its boundary, or cut short → 4xx, never 500', async () => {
      const noBoundary = await t.app.inject({ method: 'POST', url: '/api/profiles/updatePics', headers: { ...member.headers, 'content-type': 'multipart/form-data' }, payload: 'hello' });
      expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
      expect(noBoundary.statusCode).toBeLessThan(500);
      const body = multipart([{ name: 'profile_pic', filename: 'a.png', data: await photo('png', 20, 20) }]);
      const cut = await t.app.inject({ method: 'POST', url: '/api/profiles/updatePics', headers: { ...member.headers, ...body.headers }, payload: body.payload.subarray(0, 120) });
      expect(cut.statusCode).toBeGreaterThanOrEqual(400);
      expect(cut.statusCode).toBeLessThan(500);
    });
  });
});

describe('GET profile_pic/:userId/:file', () => {
  it('answers 404 for an unknown, malformed or other member\'s version', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const url = (await upload(a, [{ name: 'profile_pic', filename: 'a.png', data: await photo('png', 20, 20) }])).json().profile_pic as string;
    const version = url.split('/').pop()!;
    for (const path of [`/api/profile_pic/${b.id}/${version}`, `/api/profile_pic/${a.id}/AAAAAAAAAAAAAAAAAAAAAA.webp`, `/api/profile_pic/${a.id}/..%2F..%2Fetc`, `/api/profile_pic/abc/${version}`, `/api/profile_pic/${a.id}/${version.replace('.webp', '.png')}`]) {
      const res = await t.app.inject({ url: path });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('upload rate limit', () => {
  it('counts per member, not per address', async () => {
    const busy = await createUser(t);
    const other = await createUser(t);
    const png = await photo('png', 8, 8);
    for (let i = 0; i < 20; i++) expect((await upload(busy, [{ name: 'profile_pic', filename: 'a.png', data: png }])).statusCode).toBe(200);
    const refused = await upload(busy, [{ name: 'profile_pic', filename: 'a.png', data: png }]);
    expect(refused.statusCode).toBe(429);
    expect((await upload(other, [{ name: 'profile_pic', filename: 'a.png', data: png }])).statusCode).toBe(200);
  });
});
