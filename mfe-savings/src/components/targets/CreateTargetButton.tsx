// Create Target, behind the shareholding minimum ('target', facts §1.4).
import { Button } from '@coop/shared';
import { useShareholdingGate } from '../gate';

export function CreateTargetButton({ onAllowed }: { onAllowed: () => void }) {
  const gate = useShareholdingGate('target');
  return (
    <>
      <Button onClick={() => gate.guard(onAllowed)}>Create Target</Button>
      {gate.dialog}
    </>
  );
}
