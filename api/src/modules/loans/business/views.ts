// Business-finance requests as /business-fianance reads them (facts §2.7, §4.3).
import { inArray } from 'drizzle-orm';
import type { BusinessRequestRow } from '../../../contract';
import type { Executor } from '../../../db/client';
import { businessRequestImages, type Loan } from '../../../db/schema';
import { formatKobo } from '../../../money/money';
import { lagosDate } from '../../../time/lagos';
import { repaymentFigures, repaymentStateWire } from '../repaymentState';

export const imageUrl = (loanId: number, version: string) => `/api/business_request_image/${loanId}/${version}.webp`;

export async function imageUrls(executor: Executor, loanIds: number[]): Promise<Map<number, string>> {
  if (!loanIds.length) return new Map();
  const rows = await executor.select({ loanId: businessRequestImages.loanId, version: businessRequestImages.version }).from(businessRequestImages).where(inArray(businessRequestImages.loanId, loanIds));
  return new Map(rows.map((r) => [r.loanId, imageUrl(r.loanId, r.version)]));
}

export async function businessRows(executor: Executor, requests: Loan[], now: Date): Promise<BusinessRequestRow[]> {
  const figures = await repaymentFigures(executor, requests, lagosDate(now));
  const images = await imageUrls(executor, requests.map((r) => r.id));
  return requests.map((r) => {
    const f = figures.get(r.id)!;
    return {
      id: r.id,
      business_name: r.businessName ?? '',
      requested_amount: formatKobo(r.amountKobo),
      total_amount: formatKobo(r.totalKobo ?? 0n),
      offer_version: r.offerVersion,
      amount_repaid: formatKobo(f.repaidKobo),
      request_status: r.status,
      end_date: r.endDate,
      image: images.get(r.id) ?? null,
      mark_up: formatKobo(r.totalKobo ? r.totalKobo - r.amountKobo : 0n),
      repayment_duration: r.durationMonths,
      frequency: r.frequency,
      repayment_amount: formatKobo(r.instalmentKobo),
      start_date: r.startDate,
      auto_repay: r.autoRepay,
      closed_reason: r.closedReason,
      created_at: r.createdAt.toISOString(),
      offered_at: r.offeredAt?.toISOString() ?? null,
      ...repaymentStateWire(f),
    };
  });
}
