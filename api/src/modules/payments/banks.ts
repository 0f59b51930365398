// The bank list (from the provider, kept in memory for an hour) and account-name resolution behind a NUBAN check.
import { AppError, unprocessable } from '../../http/errors';
import { isValidNuban } from '../../rails/nuban';
import { isProviderError, type Bank, type PaymentProvider } from '../../rails/provider';

export const BANKS_CACHE_MS = 60 * 60_000;
/** the original client's text, verbatim */
export const INVALID_ACCOUNT_MESSAGE = 'Invalid account, please check the account details and try again';
export const UNKNOWN_BANK_MESSAGE = 'Unknown bank, please choose your bank from the list';

export class BankDirectory {
  private cache: { banks: Bank[]; until: number } | null = null;
  private loading: Promise<Bank[]> | null = null;

  constructor(
    private readonly provider: PaymentProvider,
    private readonly now: () => Date,
    private readonly onProviderError: (message: string, error: unknown) => void = () => {},
  ) {}

  async list(): Promise<Bank[]> {
    if (this.cache && this.now().getTime() < this.cache.until) return this.cache.banks;
    this.loading ??= this.provider
      .listBanks()
      .then((banks) => {
        this.cache = { banks, until: this.now().getTime() + BANKS_CACHE_MS };
        return banks;
      })
      .catch((error) => {
        this.onProviderError('bank list failed', error);
        throw new AppError(502, 'We could not load the list of banks, please try again');
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Bank code known → NUBAN check digit → the provider's account name. */
  async resolve(accountNumber: string, bankCode: string): Promise<{ accountName: string; accountNumber: string; bank: Bank }> {
    const bank = (await this.list()).find((b) => b.code === bankCode);
    if (!bank) throw unprocessable(UNKNOWN_BANK_MESSAGE);
    if (!isValidNuban(accountNumber, bankCode)) throw unprocessable(INVALID_ACCOUNT_MESSAGE);
    try {
      const resolved = await this.provider.resolveAccount({ accountNumber, bankCode });
      return { ...resolved, bank };
    } catch (error) {
      if (!isProviderError(error)) throw error;
      if (!error.conclusive) this.onProviderError('account resolution did not complete', error);
      throw unprocessable(INVALID_ACCOUNT_MESSAGE);
    }
  }
}
