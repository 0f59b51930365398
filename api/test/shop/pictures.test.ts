// The shop's pictures: uploads are checked by their bytes (never the name or the declared type) and their size,
// re-encoded, and served as WebP at an unguessable address without a session.
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { productRequests, products } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { multipart, type Part } from '../profile/fixtures';
import { admin, type Member } from '../wallet/support/money';
import { nonMember } from '../savings/support/savings';
import { jpegPicture, newCategory, newProduct, picture, postForm, productFields, productForm } from './fixtures';

let t: TestApp;
let boss: Member;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t);
  png = await picture();
});
afterAll(() => t.close());

const FAKE = { data: Buffer.from('<?php echo 1; ?>'), filename: 'lamp.png', contentType: 'image/png' };
const OVERSIZE = () => ({ data: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), filename: 'big.png', contentType: 'image/png' });

function requestForm(image: Omit<Part, 'name'>) {
  return multipart([
    { name: 'product_name', data: 'Standing fan' },
    { name: 'short_description', data: '18 inch' },
    { name: 'quantity', data: '2' },
    { name: 'image', ...image },
  ]);
}

describe('product pictures', () => {
  it('are served as WebP without a session (PNG and JPEG uploads alike); a wrong address is 404', async () => {
    const category = await newCategory(t, boss);
    const made = await newProduct(t, boss, category.id, {}, [png, await jpegPicture()]);
    expect(made.images).toHaveLength(2);
    for (const url of made.images) {
      expect(url).toMatch(new RegExp(`^/api/product_image/${made.id}/[A-Za-z0-9_-]{22}\\.webp$`));
      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
    expect((await t.app.inject({ url: made.images[0].replace(/\/[^/]+\.webp$/, '/AAAAAAAAAAAAAAAAAAAAAA.webp') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: made.images[0].replace(`/${made.id}/`, `/${made.id + 1000}/`) })).statusCode).toBe(404);
  });

  it('a fake or oversized picture refuses the product and stores nothing', async () => {
    const category = await newCategory(t, boss);
    const name = 'Picture check lamp';
    const fields = productFields(category.id, { product_name: name });
    // productForm names each picture p<n>.png, image/png: the fake's name and type say picture, its bytes do not
    const refusedFake = await postForm(t, boss, '/api/admin/shop/products', productForm(fields, [png, FAKE.data]));
    expect(refusedFake.statusCode).toBe(415);
    expect(refusedFake.json().message).toBe('The picture must be a JPEG, PNG or WebP image');
    const refusedBig = await postForm(t, boss, '/api/admin/shop/products', productForm(fields, [OVERSIZE().data]));
    expect(refusedBig.statusCode).toBe(413);
    expect(refusedBig.json().message).toBe('The picture must be at most 2 MB, please choose a smaller one');
    expect(await t.database.db.select().from(products).where(eq(products.productName, name))).toHaveLength(0);
    // the same form without pictures is fine
    expect((await postForm(t, boss, '/api/admin/shop/products', productForm(fields))).statusCode).toBe(200);
  });
});

describe('product request pictures', () => {
  it('are served as WebP; a non-image with a picture’s name, an oversized file or no file is refused and nothing is stored', async () => {
    const asker = await nonMember(t);
    const ok = await postForm(t, asker, '/api/userUploadRequestedProducts', requestForm({ data: await jpegPicture(), filename: 'fan.jpg', contentType: 'image/jpeg' }));
    expect(ok.statusCode).toBe(200);
    const served = await t.app.inject({ url: ok.json().request.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const fake = await postForm(t, asker, '/api/userUploadRequestedProducts', requestForm(FAKE));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('The picture must be a JPEG, PNG or WebP image');
    const big = await postForm(t, asker, '/api/userUploadRequestedProducts', requestForm(OVERSIZE()));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The picture must be at most 2 MB, please choose a smaller one');
    const empty = await postForm(t, asker, '/api/userUploadRequestedProducts', requestForm({ data: Buffer.alloc(0), filename: 'fan.png', contentType: 'image/png' }));
    expect(empty.statusCode).toBe(422);
    const none = await postForm(t, asker, '/api/userUploadRequestedProducts', multipart([{ name: 'product_name', data: 'Standing fan' }, { name: 'quantity', data: '2' }]));
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Please choose a picture of the product');
    expect(await t.database.db.select({ id: productRequests.id }).from(productRequests).where(eq(productRequests.userId, asker.id))).toHaveLength(1);
  });
});
