// What members upload (issue 26, "Uploads"): a cap on the product requests one member may have waiting, each with its
// picture stored, and member pictures served `private` (no shared cache keeps them), while the society's own
// catalogue pictures stay `public, immutable`.
import { createTestApp, type TestApp } from '../helpers/testApp';
import { multipart, type Part } from '../profile/fixtures';
import { admin, call, type Member } from '../wallet/support/money';
import { nonMember } from '../savings/support/savings';
import { MAX_OPEN_PRODUCT_REQUESTS } from '../../src/modules/shop/requestQuota';
import { newCategory, newProduct, picture, postForm } from './fixtures';

let t: TestApp;
let boss: Member;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t);
  png = await picture('#aa5533');
});
afterAll(() => t.close());

function ask(user: Member, name = 'Chest freezer') {
  const parts: Part[] = [
    { name: 'product_name', data: name },
    { name: 'quantity', data: '1' },
    { name: 'image', data: png, filename: 'freezer.png', contentType: 'image/png' },
  ];
  return postForm(t, user, '/api/userUploadRequestedProducts', multipart(parts));
}

describe('product requests per member', () => {
  it(`allows ${MAX_OPEN_PRODUCT_REQUESTS} waiting at once, refuses the next with a 429, and allows one again once the society declines one`, async () => {
    const asker = await nonMember(t);
    const ids: number[] = [];
    for (let i = 0; i < MAX_OPEN_PRODUCT_REQUESTS; i++) {
      const res = await ask(asker, `Thing ${i}`);
      expect(res.statusCode).toBe(200);
      ids.push(res.json().request.id);
    }
    const refused = await ask(asker, 'One too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `You have ${MAX_OPEN_PRODUCT_REQUESTS} product requests waiting for the society’s answer: you can ask for another once one is published or declined`,
    );
    expect((await call(t, asker, 'GET', '/api/userRequest')).json()).toHaveLength(MAX_OPEN_PRODUCT_REQUESTS);
    // another member is not held back by this one
    expect((await ask(await nonMember(t))).statusCode).toBe(200);

    expect((await call(t, boss, 'POST', `/api/admin/shop/requests/${ids[0]}/decline`, { reason: 'Not stocked' })).statusCode).toBe(200);
    expect((await ask(asker, 'Now there is room')).statusCode).toBe(200);
  });
});

describe('how pictures are cached', () => {
  it('serves a member’s product request picture as private, and the catalogue’s own pictures as public, immutable', async () => {
    const asker = await nonMember(t);
    const request = (await ask(asker)).json().request;
    const served = await t.app.inject({ url: request.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/^private, /);
    expect(served.headers['cache-control']).not.toContain('public');

    const category = await newCategory(t, boss);
    const product = await newProduct(t, boss, category.id, {}, [await picture('#123456')]);
    const catalogue = await t.app.inject({ url: product.images[0] });
    expect(catalogue.headers['cache-control']).toBe('public, max-age=604800, immutable');
  });
});
