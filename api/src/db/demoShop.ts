// The demo catalogue on the embedded first start (development only): four categories and eight published products at
// Lagos market prices, each with a picture, stock, a 10% mark-up and a down payment of 30% of the member's price.
import type { Transaction } from './client';
import { productCategories, productImages, products } from './schema';
import { demoPicture } from './demoCommercePicture';

const naira = (amount: number) => BigInt(amount) * 100n;

/** per unit: 30% of price + mark-up, down to a whole naira */
export const demoDownPaymentKobo = (priceKobo: bigint, markUpKobo: bigint) => (((priceKobo + markUpKobo) * 30n) / 100n / 100n) * 100n;

interface DemoProduct {
  name: string;
  priceNaira: number;
  stock: number;
  shortDescription: string;
  description: string;
}

export const DEMO_SHOP: Array<{ category: string; colour: string; products: DemoProduct[] }> = [
  {
    category: 'Phones',
    colour: '#1f4e8c',
    products: [
      {
        name: 'Samsung Galaxy A15 128GB',
        priceNaira: 215_000,
        stock: 12,
        shortDescription: '6.5" Super AMOLED, 4GB RAM, 128GB, 5000mAh battery',
        description: 'Dual SIM, 50MP main camera, 25W fast charging. Comes with one year manufacturer warranty through the Samsung service centres in Lagos, Abuja and Port Harcourt.',
      },
      {
        name: 'Tecno Spark 20 Pro',
        priceNaira: 185_000,
        stock: 15,
        shortDescription: '6.78" display, 8GB RAM, 256GB, 108MP camera',
        description: 'Dual SIM with 33W charging and a 5000mAh battery that lasts a full working day. Twelve months warranty at any Carlcare centre.',
      },
    ],
  },
  {
    category: 'Home Appliances',
    colour: '#0b6e4f',
    products: [
      {
        name: 'Thermocool 199L Chest Freezer',
        priceNaira: 385_000,
        stock: 6,
        shortDescription: 'Inverter chest freezer, low power use, keeps cold for 40 hours',
        description: 'Energy saving inverter compressor built for Nigerian power supply: keeps frozen for up to 40 hours without light. Two years warranty on the compressor, delivery within Lagos included.',
      },
      {
        name: 'Hisense 1.5HP Split Air Conditioner',
        priceNaira: 420_000,
        stock: 5,
        shortDescription: 'Inverter split unit, fast cooling, R32 gas',
        description: 'Quiet inverter air conditioner with fast cooling and up to 60% lower power use. Installation kit included; installation arranged after delivery.',
      },
    ],
  },
  {
    category: 'Electronics',
    colour: '#7a2e8c',
    products: [
      {
        name: 'LG 43" Smart TV',
        priceNaira: 365_000,
        stock: 8,
        shortDescription: 'Full HD smart TV with webOS, Netflix and YouTube',
        description: 'Full HD LED smart TV with built-in Wi-Fi, screen sharing from your phone and two HDMI ports. One year warranty at LG service centres.',
      },
      {
        name: 'HP 15 Laptop Core i5',
        priceNaira: 650_000,
        stock: 4,
        shortDescription: 'Intel Core i5, 8GB RAM, 512GB SSD, 15.6" display',
        description: 'A dependable laptop for work and school: 11th generation Core i5, fast SSD storage, Windows 11 and a full size keyboard with number pad.',
      },
    ],
  },
  {
    category: 'Solar',
    colour: '#c26a00',
    products: [
      {
        name: '1.5kVA Solar Inverter Kit',
        priceNaira: 850_000,
        stock: 3,
        shortDescription: 'Inverter, 2 x 200Ah batteries and 4 x 300W panels',
        description: 'Runs lights, fans, a TV and a freezer through the night. Installation by a certified engineer is included within Lagos and Ogun; batteries carry a one year warranty.',
      },
      {
        name: 'Sun King Home 60 Solar Kit',
        priceNaira: 45_000,
        stock: 20,
        shortDescription: 'Solar panel, three lights and phone charging',
        description: 'A small solar home system with three bright lamps, a torch and a USB port to charge phones. No fuel, no noise, two years warranty.',
      },
    ],
  },
];

export const DEMO_PRODUCT_COUNT = DEMO_SHOP.reduce((n, c) => n + c.products.length, 0);

/** nothing is added when the catalogue already has a category */
export async function seedDemoShop(tx: Transaction, adminId: number | null, now: Date): Promise<void> {
  const [existing] = await tx.select({ id: productCategories.id }).from(productCategories).limit(1);
  if (existing) return;
  for (const group of DEMO_SHOP) {
    const [category] = await tx.insert(productCategories).values({ categoryName: group.category, createdAt: now }).returning();
    for (const p of group.products) {
      const priceKobo = naira(p.priceNaira);
      const markUpKobo = priceKobo / 10n;
      const [product] = await tx
        .insert(products)
        .values({
          categoryId: category.id,
          productName: p.name,
          shortDescription: p.shortDescription,
          description: p.description,
          priceKobo,
          markUpKobo,
          downPaymentKobo: demoDownPaymentKobo(priceKobo, markUpKobo),
          stock: p.stock,
          published: true,
          createdBy: adminId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: products.id });
      const picture = await demoPicture(p.name, group.category, group.colour);
      await tx.insert(productImages).values({ productId: product.id, position: 0, version: picture.version, data: picture.data, contentType: picture.contentType, createdAt: now });
    }
  }
}
