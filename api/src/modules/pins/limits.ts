// The PIN limits in force: society settings (pin_requests_per_hour, pin_max_attempts, wrong_pins_to_lock), read in
// the transaction that checks them. Raising one is a proposal a second administrator approves (../settings/controls.ts).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { societySettings } from '../../db/schema';

export interface PinLimits {
  /** PIN requests a member may make in PIN_REQUEST_WINDOW_MS, across purposes */
  requestsPerHour: number;
  /** wrong tries on one PIN before it is dead */
  maxAttempts: number;
  /** wrong PINs in WRONG_PIN_WINDOW_MS, across PINs and purposes, that lock the member's PIN-protected withdrawals */
  wrongPinsToLock: number;
}

export async function pinLimits(executor: Executor): Promise<PinLimits> {
  const [limits] = await executor
    .select({ requestsPerHour: societySettings.pinRequestsPerHour, maxAttempts: societySettings.pinMaxAttempts, wrongPinsToLock: societySettings.wrongPinsToLock })
    .from(societySettings)
    .where(eq(societySettings.id, 1));
  // the migration seeds the row; a missing one means the database was not migrated
  if (!limits) throw new Error('society_settings has no row: run the migrations');
  return limits;
}
