// Pictures over 16 megapixels are refused from their header, before any decoding; at most two are decoded at
// once, a few more wait, and the rest are refused at once with a message rather than piling up in memory.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { profilePictures } from '../../src/db/schema';
import { boundedSlots, SlotsFullError } from '../../src/modules/profile/boundedSlots';
import { PICTURE_DECODE_CONCURRENCY, PICTURE_DECODE_MAX_WAITING, pictureDecodeSlots } from '../../src/modules/profile/picture';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { multipart } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const blank = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c08040' } }).png().toBuffer();

function upload(member: TestUser, png: Buffer) {
  const body = multipart([{ name: 'profile_pic', filename: 'me.png', contentType: 'image/png', data: png }]);
  return t.app.inject({ method: 'POST', url: '/api/profiles/updatePics', payload: body.payload, headers: { ...body.headers, ...member.headers } });
}

const storedRows = async (member: TestUser) => t.database.db.select().from(profilePictures).where(eq(profilePictures.userId, member.id));

describe('picture size in pixels', () => {
  it('refuses 4100×4100 (16.8 MP) with a message the member can act on, and stores nothing', async () => {
    const member = await createUser(t);
    const png = await blank(4100, 4100);
    expect(png.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(member, png);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message: 'The picture is too large: at most 16 megapixels. Please choose a smaller one' });
    expect(await storedRows(member)).toHaveLength(0);
  });

  it('refuses it from the header: no decoding slot is taken', async () => {
    const member = await createUser(t);
    const before = pictureDecodeSlots.peakActive;
    const run = jest.spyOn(pictureDecodeSlots, 'run');
    expect((await upload(member, await blank(16_001, 1000))).statusCode).toBe(422);
    expect(run).not.toHaveBeenCalled();
    run.mockRestore();
    expect(pictureDecodeSlots.peakActive).toBe(before);
  });

  it('takes exactly 16 MP (4000×4000)', async () => {
    const member = await createUser(t);
    expect((await upload(member, await blank(4000, 4000))).statusCode).toBe(200);
  });
});

describe('decoding a few at a time', () => {
  it(`never decodes more than ${PICTURE_DECODE_CONCURRENCY} at once, however many arrive together`, async () => {
    const members = await Promise.all(Array.from({ length: PICTURE_DECODE_CONCURRENCY + PICTURE_DECODE_MAX_WAITING }, () => createUser(t)));
    const png = await blank(2000, 2000);
    const replies = await Promise.all(members.map((m) => upload(m, png)));
    expect(replies.map((r) => r.statusCode)).toEqual(members.map(() => 200));
    expect(pictureDecodeSlots.peakActive).toBe(PICTURE_DECODE_CONCURRENCY);
  });

  it('refuses the uploads beyond the queue at once with 503 and a message, stores nothing for them, and serves the queued ones', async () => {
    // hold every slot, as long decodes would
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: PICTURE_DECODE_CONCURRENCY }, () => pictureDecodeSlots.run(() => held));
    const extra = 3;
    const members = await Promise.all(Array.from({ length: PICTURE_DECODE_MAX_WAITING + extra }, () => createUser(t)));
    const png = await blank(64, 64);
    const pending = members.map((m) => upload(m, png));
    const refusedBefore = pictureDecodeSlots.refused;
    // every upload has reached the decoder: the queue is full and the extra ones were turned away (on a busy
    // machine the last requests arrive late, so both are waited for before the slots free up)
    const waitUntilQueued = async () => {
      while (pictureDecodeSlots.waiting < PICTURE_DECODE_MAX_WAITING || pictureDecodeSlots.refused - refusedBefore < extra) await new Promise((r) => setTimeout(r, 5));
    };
    await waitUntilQueued();
    release();
    await Promise.all(holders);
    const replies = await Promise.all(pending);
    const refused = replies.filter((r) => r.statusCode === 503);
    expect(refused).toHaveLength(extra);
    for (const r of refused) expect(r.json()).toEqual({ success: false, message: 'Many pictures are being uploaded right now. Please try again in a minute', request_id: r.headers['x-request-id'] });
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(PICTURE_DECODE_MAX_WAITING);
    const stored = await Promise.all(members.map(storedRows));
    expect(stored.filter((rows) => rows.length === 0)).toHaveLength(extra);
    expect(pictureDecodeSlots.active).toBe(0);
  });
});

describe('boundedSlots', () => {
  it('runs at most N, queues at most M, refuses the rest, and frees a slot when a task fails', async () => {
    const slots = boundedSlots(2, 1);
    const gates: Array<() => void> = [];
    const task = () => new Promise<string>((resolve) => gates.push(() => resolve('done')));
    const first = slots.run(task);
    const second = slots.run(() => Promise.reject(new Error('broken')));
    const third = slots.run(task);
    await expect(slots.run(task)).rejects.toBeInstanceOf(SlotsFullError);
    await expect(second).rejects.toThrow('broken');
    await new Promise((r) => setImmediate(r));
    expect({ active: slots.active, waiting: slots.waiting }).toEqual({ active: 2, waiting: 0 });
    gates.forEach((open) => open());
    await new Promise((r) => setImmediate(r));
    gates.forEach((open) => open());
    expect(await Promise.all([first, third])).toEqual(['done', 'done']);
    expect({ active: slots.active, waiting: slots.waiting, peakActive: slots.peakActive }).toEqual({ active: 0, waiting: 0, peakActive: 2 });
  });
});
