// The alert modal (with the kit's Modal and Button) is its own chunk: nothing on /signin shows it until a call
// fails or succeeds. It is fetched when the first page is on screen and the browser is idle, so it is there
// before it is needed (a lost connection must still be able to say so), and mounted from the first alert on.
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectAlert } from '@coop/shared';

let modal: Promise<{ default: typeof import('@coop/shared').AlertModal }> | undefined;

export function preloadAlertModal(): Promise<{ default: typeof import('@coop/shared').AlertModal }> {
  modal ??= import('@coop/shared').then((m) => ({ default: m.AlertModal }));
  return modal;
}

const LazyAlertModal = lazy(preloadAlertModal);

/** A chunk that cannot be fetched must not take the page down with it. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function AlertHost() {
  const { open } = useSelector(selectAlert);
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Quiet>
      <Suspense fallback={null}>
        <LazyAlertModal />
      </Suspense>
    </Quiet>
  );
}
