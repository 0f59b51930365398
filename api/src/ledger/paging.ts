import { InvalidLedgerRequestError } from './errors';

/** Paginator fields as the API's list replies carry them (the route adds next/prev URLs). */
export interface PageInfo {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
}

export const MAX_PER_PAGE = 500;

export function pageParams(page = 1, perPage = 20): { page: number; perPage: number } {
  if (!Number.isSafeInteger(page) || page < 1) throw new InvalidLedgerRequestError(`Invalid page: ${page}`);
  if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) throw new InvalidLedgerRequestError(`Invalid perPage: ${perPage}`);
  return { page, perPage };
}

export function pageInfo(total: number, page: number, perPage: number): PageInfo {
  return { total, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

export function assertDate(value: Date | undefined, name: string): void {
  if (value !== undefined && !(value instanceof Date && !Number.isNaN(value.getTime()))) throw new InvalidLedgerRequestError(`Invalid ${name} date`);
}
