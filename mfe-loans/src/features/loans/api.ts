// The loan screens' reads (spec §7 "Loans", "Business finance"; replies in @coop/api/contract loans.ts).
import { http } from '@coop/shared';
import type {
  BusinessRequestRow,
  GuaranteeRequestRow,
  GuarantorCandidate,
  GuarantorExposureReply,
  LoanCard,
  LoanDetailsReply,
  LoanGroupApprovalRow,
  LoanGroupLoanRow,
  LoanGroupMemberRow,
  LoanGroupRequestRow,
  LoanGroupRow,
  LoanGuarantorRow,
  LoanBalanceReply,
  LoanRepaymentRow,
  GuarantableReply,
  MoneySettingReply,
  DurationSettingReply,
  ShareholdingReply,
  Paginator,
} from '@coop/api/contract';

const withSignal = (signal?: AbortSignal) => ({ signal });
const marked = (signal?: AbortSignal) => ({ signal, tokenInQuery: true });

export const loansApi = {
  guarantable: (signal?: AbortSignal) => http.get<GuarantableReply>('loan_owner_savings_balance', marked(signal)),
  loanFee: (signal?: AbortSignal) => http.get<MoneySettingReply>('get_loan_fee', withSignal(signal)),
  loanDuration: (signal?: AbortSignal) => http.get<DurationSettingReply>('loan_repayment_duration', marked(signal)),
  businessDuration: (signal?: AbortSignal) => http.get<DurationSettingReply>('business_finance_payment_duration', marked(signal)),
  shareHolding: (signal?: AbortSignal) => http.get<ShareholdingReply>('share_holding', withSignal(signal)),
  myLoans: (signal?: AbortSignal) => http.get<LoanCard[]>('loan/view_loan', withSignal(signal)),
  completedLoans: (signal?: AbortSignal) => http.get<LoanCard[]>('getCompletedLoans', withSignal(signal)),
  loanDetails: (id: number, signal?: AbortSignal) => http.get<LoanDetailsReply>(`loanDetails/${id}`, withSignal(signal)),
  loanBalance: (id: number, signal?: AbortSignal) => http.get<LoanBalanceReply>(`loanBalance/${id}`, marked(signal)),
  repayments: (id: number, page: number, business: boolean, signal?: AbortSignal) =>
    http.get<Paginator<LoanRepaymentRow>>(business ? `business_repayment_details/${id}` : `loanRepaymentsDetails/${id}`, { signal, tokenInQuery: true, query: { page } }),
  guaranteeRequests: (signal?: AbortSignal) => http.get<GuaranteeRequestRow[]>('show_non_group_loans_for_approval', withSignal(signal)),
  guarantorsOf: (loanId: number, signal?: AbortSignal) => http.get<LoanGuarantorRow[]>(`loanGroupApprovalDetails/${loanId}`, marked(signal)),
  searchGuarantors: (term: string, signal?: AbortSignal) => http.get<GuarantorCandidate[]>(`searchGuarantors/${encodeURIComponent(term)}`, marked(signal)),
  exposure: (signal?: AbortSignal) => http.get<GuarantorExposureReply>('loan/guarantor_exposure', withSignal(signal)),
  myGroups: (signal?: AbortSignal) => http.get<LoanGroupRow[]>('loan/loan_group', withSignal(signal)),
  groupMembers: (id: number, signal?: AbortSignal) => http.get<LoanGroupMemberRow[]>(`loanGroupMembers/${id}`, marked(signal)),
  groupRequests: (id: number, signal?: AbortSignal) => http.get<LoanGroupRequestRow[]>(`loan/group_request_details/${id}`, marked(signal)),
  groupLoans: (id: number, signal?: AbortSignal) => http.get<LoanGroupLoanRow[]>(`loanGroupDetailsActivities/${id}`, marked(signal)),
  groupApprovals: (id: number, signal?: AbortSignal) => http.get<LoanGroupApprovalRow[]>(`loanGroupApproval/${id}`, marked(signal)),
  businessRequests: (signal?: AbortSignal) => http.get<BusinessRequestRow[]>('display_request', marked(signal)),
  /** disbursed and completed business finance */
  businessFinanced: (signal?: AbortSignal) => http.get<BusinessRequestRow[]>('business_view_loan', marked(signal)),
};
