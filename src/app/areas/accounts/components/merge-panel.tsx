import { useState } from 'react';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import { mergeAccounts, type AccountMergeResult } from '../data/merge-accounts';
import { AccountLink } from './account-link';
import type { MergeSelection } from './use-merge-selection';
import { OnlineButton } from '../../../ui/online-button';

/** What is chosen, the Merge button, its confirmation, and what the merge moved. */
export function MergePanel({ selection, onMerged }: { selection: MergeSelection; onMerged: (result: AccountMergeResult) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<AccountMergeResult | null>(null);
  const { survivor, merged } = selection;
  const ready = survivor !== null && merged.length > 0;

  return (
    <section aria-labelledby="merge-selection-heading" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="merge-selection-heading" className="text-base font-semibold text-slate-900">
        Selected accounts
      </h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Account to keep</dt>
          <dd>{survivor ? `#${survivor.accountId} ${survivor.accountName}` : 'Choose one with Keep.'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Accounts to merge into it</dt>
          <dd>{merged.length ? merged.map((a) => `#${a.accountId} ${a.accountName}`).join(', ') : 'Tick Merge on each duplicate.'}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <OnlineButton disabled={!ready} onClick={() => setConfirming(true)}>
          Merge accounts
        </OnlineButton>
        {(survivor || merged.length > 0) && (
          <Button variant="ghost" onClick={selection.clear}>
            Clear selection
          </Button>
        )}
      </div>
      {result && (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900">
          Merged {result.mergedAccountIds.map((id) => `#${id}`).join(', ')} into <AccountLink accountId={result.survivor.accountId} label={`#${result.survivor.accountId} ${result.survivor.name}`} />: moved{' '}
          {result.moved.contacts} contacts, {result.moved.legalEntities} legal entities, {result.moved.opportunities} opportunities, {result.moved.comments} comments and{' '}
          {result.moved.tickets} tickets.
        </p>
      )}
      {confirming && survivor && (
        <ConfirmDialog
          onClose={() => setConfirming(false)}
          size="md"
          title="Merge accounts?"
          description={`${merged.length} ${merged.length === 1 ? 'account' : 'accounts'} will be merged into #${survivor.accountId} ${survivor.accountName}. Their contacts, legal entities, opportunities, comments and tickets move to it, and they become Merged: this cannot be undone.`}
          confirmLabel="Merge"
          onlineOnly
          confirm={() => mergeAccounts(survivor.accountId, merged.map((a) => a.accountId))}
          onSaved={(answer) => {
            setResult(answer);
            setConfirming(false);
            selection.clear();
            onMerged(answer);
          }}
          // The API client has shown the failure notice.
          failure={{ notice: 'announced' }}
        >
          <ul className="list-disc pl-5 text-sm">
            {merged.map((a) => (
              <li key={a.accountId}>
                #{a.accountId} {a.accountName}
              </li>
            ))}
          </ul>
        </ConfirmDialog>
      )}
    </section>
  );
}
