// A console download (a CSV, a statement): the button's busy state, and what came of it under the button — the file
// saved, or why it could not be.
import { useState, type ReactNode } from 'react';
import { errorMessage } from '@coop/shared';
import styles from './Section.module.css';

interface DownloadState {
  busy: boolean;
  saved: string | null;
  error: string | null;
}

/** `what`: the thing downloaded as a sentence starts, e.g. "The CSV" */
export function useDownload(what: string): { busy: boolean; run: (save: () => Promise<string>) => Promise<void>; outcome: ReactNode } {
  const [state, setState] = useState<DownloadState>({ busy: false, saved: null, error: null });
  const run = async (save: () => Promise<string>) => {
    setState({ busy: true, saved: null, error: null });
    try {
      setState({ busy: false, saved: await save(), error: null });
    } catch (error) {
      setState({ busy: false, saved: null, error: errorMessage(error) });
    }
  };
  const outcome = (
    <>
      {state.error && (
        <p className={styles.error} role="alert">
          {what} could not be downloaded: {state.error}
        </p>
      )}
      {state.saved && (
        <p className={styles.message} role="status">
          Saved {state.saved}.
        </p>
      )}
    </>
  );
  return { busy: state.busy, run, outcome };
}
