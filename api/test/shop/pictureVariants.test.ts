// The catalogue's and investments' phone-sized pictures (issue 29): WebP copies 360 and 720 px wide, made at upload
// (or on the first request of a picture stored before them), served from the table with the originals' cache rule;
// any other width is a 400; the list replies carry them as an `<img srcset>`.
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { pictureVariants, productImages } from '../../src/db/schema';
import { PICTURE_DECODE_CONCURRENCY, PICTURE_DECODE_MAX_WAITING, pictureDecodeSlots } from '../../src/modules/profile/picture';
import { storedPicture } from '../../src/modules/shop';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { postInvestment, investmentFields } from '../investments/support/investments';
import { admin, type Member } from '../wallet/support/money';
import { insertProduct, newCategory, newProduct, postForm, productFields, productForm } from './fixtures';

let t: TestApp;
let boss: Member;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t);
  // a phone photo's proportions: stored fitted inside 1024 px (1024×768), its copies 360×270 and 720×540
  photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2c7a4b' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const versionOf = (url: string) => /\/([A-Za-z0-9_-]{22})\.webp$/.exec(url)![1];
const variantsOf = (version: string) => t.database.db.select({ width: pictureVariants.width, data: pictureVariants.data }).from(pictureVariants).where(eq(pictureVariants.version, version));
const at = (url: string, width: number) => url.replace(/\.webp$/, `.${width}w.webp`);

async function expectVariant(url: string, width: number, height: number): Promise<Buffer> {
  const served = await t.app.inject({ url: at(url, width) });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['cache-control']).toBe('public, max-age=604800, immutable');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  const meta = await sharp(served.rawPayload).metadata();
  expect(meta).toMatchObject({ format: 'webp', width, height });
  return served.rawPayload;
}

describe('product pictures for phones', () => {
  it('an upload stores the 360 and 720 px copies; they are served as WebP of that width, cached like the original', async () => {
    const category = await newCategory(t, boss);
    const made = await newProduct(t, boss, category.id, { published: 'true' }, [photo]);
    const url = made.images[0];
    const stored = await variantsOf(versionOf(url));
    expect(stored.map((v) => v.width).sort((a, b) => a - b)).toEqual([360, 720]);
    const small = await expectVariant(url, 360, 270);
    await expectVariant(url, 720, 540);
    // served as stored, not encoded again
    expect(small.equals(stored.find((v) => v.width === 360)!.data)).toBe(true);
    const original = await t.app.inject({ url });
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1024);
    expect(small.length).toBeLessThan(original.rawPayload.length);
    expect(made.image_srcset).toBe(`${at(url, 360)} 360w, ${at(url, 720)} 720w, ${url} 1024w`);
  });

  it('a picture stored before its copies gets each copy made and stored on its first request, and reused after', async () => {
    const category = await newCategory(t, boss);
    const product = await insertProduct(t, { categoryId: category.id });
    const picture = await storedPicture(photo);
    await t.database.db.insert(productImages).values({ productId: product.id, position: 0, version: picture.version, data: picture.data, contentType: picture.contentType });
    const url = `/api/product_image/${product.id}/${picture.version}.webp`;
    expect(await variantsOf(picture.version)).toHaveLength(0);

    await expectVariant(url, 720, 540);
    expect((await variantsOf(picture.version)).map((v) => v.width)).toEqual([720]);
    // the second request answers the stored bytes: swap them for a marker picture and it is what comes back
    const marker = await sharp({ create: { width: 720, height: 540, channels: 3, background: '#ff0000' } })
      .webp()
      .toBuffer();
    await t.database.db
      .update(pictureVariants)
      .set({ data: marker })
      .where(and(eq(pictureVariants.version, picture.version), eq(pictureVariants.width, 720)));
    const again = await t.app.inject({ url: at(url, 720) });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(marker)).toBe(true);
  });

  it('while too many pictures are being decoded, an older picture’s copy answers with the original, not to be kept', async () => {
    const category = await newCategory(t, boss);
    const product = await insertProduct(t, { categoryId: category.id });
    const picture = await storedPicture(photo);
    await t.database.db.insert(productImages).values({ productId: product.id, position: 0, version: picture.version, data: picture.data, contentType: picture.contentType });
    const url = `/api/product_image/${product.id}/${picture.version}.webp`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const busy = Array.from({ length: PICTURE_DECODE_CONCURRENCY + PICTURE_DECODE_MAX_WAITING }, () => pictureDecodeSlots.run(() => held));
    try {
      const served = await t.app.inject({ url: at(url, 360) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('no-store');
      expect(served.rawPayload.equals(picture.data)).toBe(true);
      expect(await variantsOf(picture.version)).toHaveLength(0);
    } finally {
      release();
      await Promise.all(busy);
    }
    await expectVariant(url, 360, 270);
    expect(await variantsOf(picture.version)).toHaveLength(1);
  });

  it('a width that is not offered is a 400 with the widths that are; a wrong id or version is still a 404', async () => {
    const category = await newCategory(t, boss);
    const made = await newProduct(t, boss, category.id, {}, [photo]);
    const url = made.images[0];
    for (const file of ['500w', '0w', '99999w', 'bigw']) {
      const res = await t.app.inject({ url: url.replace(/\.webp$/, `.${file}.webp`) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('A picture is offered 360 or 720 pixels wide (<version>.360w.webp), or as the original (<version>.webp)');
    }
    expect((await t.app.inject({ url: at(url.replace(`/${made.id}/`, `/${made.id + 1000}/`), 360) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: at(url.replace(/\/[^/]+\.webp$/, '/AAAAAAAAAAAAAAAAAAAAAA.webp'), 360) })).statusCode).toBe(404);
    expect(await variantsOf('AAAAAAAAAAAAAAAAAAAAAA')).toHaveLength(0);
  });

  it('new pictures for a product drop the old ones’ copies', async () => {
    const category = await newCategory(t, boss);
    const made = await newProduct(t, boss, category.id, {}, [photo]);
    const old = versionOf(made.images[0]);
    const res = await postForm(t, boss, `/api/admin/shop/products/${made.id}`, productForm(productFields(category.id), [photo]));
    expect(res.statusCode).toBe(200);
    expect(await variantsOf(old)).toHaveLength(0);
    expect(await variantsOf(versionOf(res.json().product.images[0]))).toHaveLength(2);
  });

  it('the catalogue list and a product’s details carry the srcset beside the original’s keys', async () => {
    const category = await newCategory(t, boss);
    const made = await newProduct(t, boss, category.id, { published: 'true' }, [photo, photo]);
    const list = await t.app.inject({ url: `/api/allFinanceProducts?category_id=${category.id}`, headers: boss.headers });
    const [card] = list.json().products.data;
    expect(card).toMatchObject({ id: made.id, image: made.images[0], image_srcset: made.image_srcset });
    const details = await t.app.inject({ url: `/api/singleProduct/${made.id}`, headers: boss.headers });
    const [product] = details.json();
    expect(product.images).toEqual(made.images);
    expect(product.images_srcset).toEqual(made.images.map((u: string) => `${at(u, 360)} 360w, ${at(u, 720)} 720w, ${u} 1024w`));
  });
});

describe('investment pictures for phones', () => {
  it('an upload stores the copies; the card carries their srcset; a copy is served, another width is a 400', async () => {
    const res = await postInvestment(t, boss, investmentFields(t), { name: 'picture', data: photo, filename: 'farm.jpg', contentType: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const { investment_pic: url, investment_pic_srcset: srcset } = res.json().investment;
    expect(srcset).toBe(`${at(url, 360)} 360w, ${at(url, 720)} 720w, ${url} 1024w`);
    expect((await variantsOf(versionOf(url))).map((v) => v.width).sort((a, b) => a - b)).toEqual([360, 720]);
    await expectVariant(url, 360, 270);
    expect((await t.app.inject({ url: at(url, 480) })).statusCode).toBe(400);
  });
});

describe('the API document', () => {
  it('says how the copies are addressed on both picture routes', async () => {
    const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const path of ['/api/product_image/{id}/{file}', '/api/investment_image/{id}/{file}']) expect(paths[path].get.description).toContain('<version>.360w.webp');
  });
});
