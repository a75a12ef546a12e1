import { useState } from 'react';
import { REPORT_MESSAGES, type ReportKind } from '../../../../domain/reports/report-kinds';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { downloadReport, ReportDownloadFailure, type ReportQuery } from '../data/reports-api';

/**
 * A report download with its notices: when the server answers with the file, the report success snackbar
 * 'Downloading Report...' (5000 ms; spec 000 §9, 001 §8); a refusal shows the server's message (a range over the
 * limit: 'Timeout. Please select a shorter time period.'). One download per kind at a time.
 */
export function useReportDownload(): { busyKind: ReportKind | null; download: (kind: ReportKind, query: ReportQuery) => Promise<void> } {
  const notify = useNotify();
  const [busyKind, setBusyKind] = useState<ReportKind | null>(null);
  async function download(kind: ReportKind, query: ReportQuery) {
    setBusyKind(kind);
    try {
      await downloadReport(kind, query, () => notify.reportSuccess(REPORT_MESSAGES.downloading));
    } catch (error) {
      notify.error(error instanceof ReportDownloadFailure ? error.message : undefined);
    } finally {
      setBusyKind(null);
    }
  }
  return { busyKind, download };
}
