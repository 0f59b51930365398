// @coop/shared: the kit (UI, formatting, validation, payments, membership) that each remote bundles at the version
// it was built with, plus the core (@coop/shared/core), which is one shared instance on the page (ARCHITECTURE §5).
// The core is re-exported through its package name, never a relative path, so Module Federation shares it.
export * from '@coop/shared/core';
export { AlertModal } from './alert/AlertModal';
export * from './format/naira';
export * from './format/percent';
export * from './format/relativeTime';
export * from './format/date';
export * from './validation/messages';
export { INVALID_EMAIL_OR_PASSWORD, emailAlreadyUsed } from './validation/signinMessages';
export * from './validation/rules';
export * from './hooks/useMediaQuery';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { useFormFields } from './hooks/useFormFields';
export { useSignInForm } from './hooks/useSignInForm';
export { useLoad, type LoadResult } from './hooks/useLoad';
export { useAmountThenPay, type AmountThenPayOptions } from './hooks/useAmountThenPay';
export { useSearchParam, useUrlParam, pageFrom } from './hooks/useSearchParam';
export { useProposal, PROPOSED_FALLBACK } from './hooks/useProposal';
export { useKeysetPages, type KeysetPage } from './hooks/useKeysetPages';
export { useUrlSearch, SEARCH_DELAY_MS } from './hooks/useUrlSearch';
export { RefusedError, accepted, failureMessage, outcomeUnknown, asPaginator } from './features/replies';
export { idle, started, succeeded, failed, type Loadable } from './features/loadable';
export { intentFor, type MoneyIntent } from './features/idempotency';
export { isPositiveAmount } from './features/money';
export { lagosToday, thisMonth, rangeError, DATE_RANGE_MESSAGE } from './features/dates';
export { rememberCardId, forgetCardId } from './features/cardStorage';
export { loadInto, callThenAlert, type LoadActions, type CallThenAlertOptions } from './features/sagas';
export { areaSelector } from './features/areaSelector';
export {
  createCalls, emptyCall, type CallMethod, type CallSpec, type CallState, type CallsState, type CallsOptions, type FailureMessage, type ReplyMessage,
} from './features/calls/createCalls';
export { createCallsState } from './features/calls/callsState';
export { createCallsSaga } from './features/calls/callsSaga';
export { useCloseWhenDone } from './features/calls/useCloseWhenDone';
export { downloadFile, saveBlob } from './features/download';
export { loginSaga, loginFailureMessage } from './features/loginSaga';
export { Button, buttonClasses, type ButtonProps } from './ui/Button';
export { TextField, type TextFieldProps } from './ui/TextField';
export { AmountField, useAmountField, type AmountFieldProps } from './ui/AmountField';
export { readAmountField, formatAmountTyping, AMOUNT_FIELD_MESSAGES, type AmountLimits, type AmountReading } from './ui/AmountFieldValue';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmLine } from './ui/ConfirmDialog';
export { MemberCell } from './ui/MemberCell';
export { NoteDialog, type NoteDialogProps } from './ui/NoteDialog';
export { Select, type SelectProps, type SelectOption } from './ui/Select';
export { Modal, type ModalProps } from './ui/Modal';
export { Drawer, type DrawerProps } from './ui/Drawer';
export { Spinner } from './ui/Spinner';
export { Tabs, type TabsProps, type TabItem } from './ui/Tabs';
export { Table, type TableProps, type TableColumn } from './ui/Table';
export { Card, type CardProps } from './ui/Card';
export { Stat, type StatProps } from './ui/Stat';
export { ProgressBar, type ProgressBarProps } from './ui/ProgressBar';
export { EmptyState, type EmptyStateProps } from './ui/EmptyState';
export { ErrorState, type ErrorStateProps } from './ui/ErrorState';
export { Pagination, type PaginationProps } from './ui/Pagination';
export { Page } from './ui/Page';
export { Section } from './ui/Section';
export { Badge, type BadgeTone } from './ui/Badge';
export { isYours, YoursMark, YoursNote } from './ui/Yours';
export { LoadState, type LoadStateProps } from './ui/LoadState';
export { DateRangeFields, type DateRangeFieldsProps } from './ui/DateRangeFields';
export * from './payments';
export * from './membership';
// Stateless, so each build bundling its own copy is harmless; a slice on /signin uses it instead of the toolkit.
export { actionCreator, type PayloadActionCreator } from './core/store/actionCreator';
