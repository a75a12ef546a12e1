import { useState } from 'react';
import { errorReportCsv, type CsvImportReport } from '../../../../domain/catalogue/price-csv';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { isApiFailure } from '../../../lib/api/api-failure';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { Button } from '../../../ui/button';
import { SectionPanel } from '../../../ui/section-panel';
import { importPrices } from '../data/prices';
import { OnlineButton } from '../../../ui/online-button';
import { saveBlob } from '../../../lib/download';

const reportOf = (error: unknown): CsvImportReport | null => (isApiFailure(error) && typeof error.data === 'object' && error.data && 'report' in error.data ? (error.data as { report: CsvImportReport }).report : null);

/**
 * The CSV import: choose a file (kept while offline), see its first rows and the server's dry run (to add, to
 * update, unchanged, or every failing row, downloadable), then import. Nothing is written when a row fails.
 */
export function PriceImportPanel({ online, onImported }: { online: boolean; onImported: () => void }) {
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string[]>([]);
  const [report, setReport] = useState<CsvImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(next: File | null) {
    setFile(next);
    setReport(null);
    setFailure(null);
    setPreview(next ? (await next.slice(0, 4096).text()).split(/\r?\n/).filter(Boolean).slice(0, 6) : []);
  }

  async function run(dryRun: boolean) {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await importPrices(file, dryRun);
      setReport(answer);
      if (!dryRun) {
        notify.success(`Prices imported: ${answer.toAdd} added, ${answer.toUpdate} updated, ${answer.unchanged} unchanged`);
        onImported();
      }
    } catch (error) {
      const failed = reportOf(error);
      setReport(failed);
      setFailure(isApiFailure(error) ? error.message : FAILURE_MESSAGES.pricingUpdateFailed);
    } finally {
      setBusy(false);
    }
  }

  const download = () => {
    if (!report) return;
    saveBlob(new Blob([errorReportCsv(report.errors)], { type: 'text/csv' }), 'price-import-errors.csv');
  };

  return (
    <SectionPanel title="Import prices (CSV)">
      <div className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          CSV file (packageId, cityName, localityName, regionId, tier, ratePrice, salesPrice, validityDays, other pricing parameters; 20 MB at most)
          <input type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0] ?? null)} className="text-sm" />
        </label>
        {preview.length > 0 && (
          <figure>
            <figcaption className="text-sm text-slate-700">First rows of {file?.name}</figcaption>
            <pre className="mt-1 overflow-x-auto rounded bg-slate-50 p-2 text-xs" aria-label="File preview">
              {preview.join('\n')}
            </pre>
          </figure>
        )}
        <div className="flex flex-wrap gap-2">
          <OnlineButton variant="secondary" disabled={!file} busy={busy} onClick={() => void run(true)}>
            Check file (dry run)
          </OnlineButton>
          <Button disabled={!file || !online || !report?.dryRun || report.errors.length > 0} busy={busy} onClick={() => void run(false)}>
            Import prices
          </Button>
        </div>
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        {report && report.errors.length === 0 && (
          <p role="status" className="text-sm text-slate-800">
            {report.dryRun ? 'Dry run' : 'Imported'}: {report.rows} rows · to add {report.toAdd} · to update {report.toUpdate} · unchanged {report.unchanged}
          </p>
        )}
        {report && report.errors.length > 0 && (
          <div className="flex flex-col gap-2">
            <table className="w-full text-left text-sm" aria-label="Failing rows">
              <thead>
                <tr className="text-xs text-slate-600 uppercase">
                  <th>row</th>
                  <th>column</th>
                  <th>message</th>
                </tr>
              </thead>
              <tbody>
                {report.errors.slice(0, 200).map((e, i) => (
                  <tr key={i} className="border-t border-slate-100">
                    <td>{e.row}</td>
                    <td>{e.column}</td>
                    <td>{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div>
              <Button variant="secondary" onClick={download}>
                Download error report
              </Button>
            </div>
          </div>
        )}
      </div>
    </SectionPanel>
  );
}
