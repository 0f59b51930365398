// The statement's downloads (reads, not changes): one at a time per format, the file just saved announced to the
// member, and why one failed. Held by the page: nothing of it outlives it.
import { useCallback, useState } from 'react';
import { failureMessage } from '@coop/shared';
import { statementApi, type StatementFormat } from './api';

export interface StatementDownloads {
  downloading: Record<StatementFormat, boolean>;
  error: string | null;
  /** the file just saved */
  downloaded: string | null;
}

export function useStatementDownload() {
  const [state, setState] = useState<StatementDownloads>({ downloading: { csv: false, pdf: false }, error: null, downloaded: null });
  const download = useCallback(async (format: StatementFormat, period: { from: string; to: string }) => {
    setState((s) => ({ downloading: { ...s.downloading, [format]: true }, error: null, downloaded: null }));
    try {
      const filename = await statementApi.download(period, format);
      setState((s) => ({ ...s, downloading: { ...s.downloading, [format]: false }, downloaded: filename }));
    } catch (error) {
      setState((s) => ({ ...s, downloading: { ...s.downloading, [format]: false }, error: failureMessage(error) }));
    }
  }, []);
  return { ...state, download };
}
