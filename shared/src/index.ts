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
export * from './validation/rules';
export * from './hooks/useMediaQuery';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { Button, buttonClasses, type ButtonProps } from './ui/Button';
export { TextField, type TextFieldProps } from './ui/TextField';
export { AmountField, useAmountField, type AmountFieldProps } from './ui/AmountField';
export { readAmountField, formatAmountTyping, AMOUNT_FIELD_MESSAGES, type AmountLimits, type AmountReading } from './ui/AmountFieldValue';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmLine } from './ui/ConfirmDialog';
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
export * from './payments';
export * from './membership';
