// A tab's Quick Save: behind the shareholding minimum ('fund', facts §1.4), then the Quick Save dialog on the tab's
// package (and on one target for a target's Fund).
import { useCallback, useState } from 'react';
import { Button, type ButtonProps } from '@coop/shared';
import type { QuickSavePackage } from '../../features/quickSave/packages';
import { useShareholdingGate } from '../gate';
import { QuickSaveDialog } from './QuickSaveDialog';

export interface QuickSaveButtonProps {
  pkg: QuickSavePackage;
  targetId?: number;
  label?: string;
  variant?: ButtonProps['variant'];
}

export function QuickSaveButton({ pkg, targetId, label = 'Quick Save', variant = 'primary' }: QuickSaveButtonProps) {
  const gate = useShareholdingGate('fund');
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button variant={variant} onClick={() => gate.guard(() => setOpen(true))}>
        {label}
      </Button>
      <QuickSaveDialog open={open} onClose={close} initialPackage={pkg} lockPackage targetId={targetId} />
      {gate.dialog}
    </>
  );
}
