// The console's overview (/dashboard): alerts first, then the figures that need action, then the sign-up figures.
import { AlertsPanel } from '../AlertsPanel';
import { SignupStatsPanel } from '../SignupStatsPanel';
import { ActionFigures } from './ActionFigures';

export default function OverviewSection() {
  return (
    <>
      <AlertsPanel />
      <ActionFigures />
      <SignupStatsPanel />
    </>
  );
}
