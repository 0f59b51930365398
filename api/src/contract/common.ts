// Shapes every reply shares. Money is always a decimal string in naira with two places ("1500.00").
export type Role = 'MEMBER' | 'ADMIN' | 'SA';
export type Money = string;

export interface MutationReply {
  success: boolean;
  message: string;
}

export interface ErrorReply {
  success: false;
  message: string;
  /** field-level detail on 422 */
  errors?: { field: string; message: string }[];
}

export interface Paginator<T> {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  next_page_url: string | null;
  prev_page_url: string | null;
  /**
   * Whether a later page has rows. Present on histories paged without a count of the whole history: there `total`
   * and `last_page` are only what is known so far (this page's rows, plus one and a next page while `has_more`).
   */
  has_more?: boolean;
}
