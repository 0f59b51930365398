// The demo investments on the embedded first start (development only): one market and one halal product, open and on
// sale for a month, maturing a few months ahead, each with a picture, an insurance partner and two news items.
import { sql } from 'drizzle-orm';
import type { Transaction } from './client';
import { investmentNews, investments, marketCategories, type InvestmentKind } from './schema';
import { addDays, addMonths } from '../time/lagos';
import { lagosDate } from '../time/lagos';
import { demoPicture } from './demoCommercePicture';

interface DemoInvestment {
  kind: InvestmentKind;
  /** market products only */
  category?: string;
  investmentType: string;
  description: string;
  slotNaira: number;
  returnsPerSlotNaira: number;
  units: number;
  insurancePartner: string;
  maturityMonths: number;
  colour: string;
  news: [string, string];
}

export const DEMO_SALE_DAYS = 30;

export const DEMO_INVESTMENTS: DemoInvestment[] = [
  {
    kind: 'market',
    category: 'Agriculture',
    investmentType: 'Kebbi Rice Farm Cycle',
    description: 'Slots in a dry-season rice cycle with partner farmers in Kebbi State: seedlings, fertiliser, irrigation and milling are paid from the pool, and the milled rice is sold to off-takers before maturity.',
    slotNaira: 50_000,
    returnsPerSlotNaira: 7_500,
    units: 200,
    insurancePartner: 'Leadway Assurance',
    maturityMonths: 4,
    colour: '#2f7d32',
    news: ['Land clearing and nursery preparation have started on the 40 hectares for this cycle.', 'Seedlings are transplanted and the irrigation pumps are running; the farm is on schedule.'],
  },
  {
    kind: 'halal',
    investmentType: 'Halal Poultry Mudarabah',
    description: 'A profit-sharing (mudarabah) partnership in a broiler farm in Oyo State: no interest is charged or paid, the farm’s profit is shared, and the returns shown are the projected share per slot.',
    slotNaira: 25_000,
    returnsPerSlotNaira: 3_000,
    units: 300,
    insurancePartner: 'Jaiz Takaful Insurance',
    maturityMonths: 3,
    colour: '#00695c',
    news: ['Day-old chicks for the first batch have arrived and vaccination is complete.', 'The first batch reached market weight on time; sales to Ibadan buyers begin next week.'],
  },
];

async function marketCategoryId(tx: Transaction, name: string, now: Date): Promise<number> {
  await tx.insert(marketCategories).values({ categoryName: name, createdAt: now }).onConflictDoNothing();
  const [row] = await tx.select({ id: marketCategories.id }).from(marketCategories).where(sql`lower(${marketCategories.categoryName}) = lower(${name})`);
  return row.id;
}

/** nothing is added when an investment already exists */
export async function seedDemoInvestments(tx: Transaction, adminId: number | null, now: Date): Promise<void> {
  const [existing] = await tx.select({ id: investments.id }).from(investments).limit(1);
  if (existing) return;
  const today = lagosDate(now);
  for (const d of DEMO_INVESTMENTS) {
    const picture = await demoPicture(d.investmentType, d.kind === 'halal' ? 'Halal investment' : 'Market investment', d.colour);
    const [row] = await tx
      .insert(investments)
      .values({
        kind: d.kind,
        categoryId: d.category ? await marketCategoryId(tx, d.category, now) : null,
        investmentType: d.investmentType,
        description: d.description,
        currentValueKobo: BigInt(d.slotNaira) * 100n,
        expectedReturnsKobo: BigInt(d.returnsPerSlotNaira) * 100n,
        units: d.units,
        unitRemaining: d.units,
        insurancePartner: d.insurancePartner,
        startDate: today,
        applicationDate: addDays(today, DEMO_SALE_DAYS),
        maturityDate: addMonths(today, d.maturityMonths),
        pictureVersion: picture.version,
        pictureData: picture.data,
        pictureContentType: picture.contentType,
        createdBy: adminId,
        createdAt: now,
      })
      .returning({ id: investments.id });
    // the older item first, so the newest-first list shows the second one on top
    await tx.insert(investmentNews).values(d.news.map((news, i) => ({ investmentId: row.id, news, postedBy: adminId, postedAt: new Date(now.getTime() - (d.news.length - i) * 86_400_000) })));
  }
}
