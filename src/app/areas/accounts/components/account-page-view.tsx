import { useState, type ReactNode } from 'react';
import { ACCOUNT_STATUSES, isAccountEditable } from '../../../../domain/opportunities/statuses';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { Button } from '../../../ui/button';
import { LoadFailed } from '../../../ui/status/load-failed';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import type { AccountDetails } from '../data/account-types';
import { useAccountPage } from '../data/use-account-page';
import { AccountDetailsCard } from './account-details-card';
import { AccountEditDialog } from './account-edit-dialog';
import { AccountOpportunitiesTable } from './account-opportunities-table';
import { DndToggle } from './dnd-toggle';
import { InactiveProfileAlert } from './inactive-profile-alert';
import { notEditableReason } from './not-editable-reason';
import { Screen } from '../../../ui/screen';
import { RecordSection } from '../../../ui/record-section';

/** What the route gives each section of the account page (the sections belong to other areas). */
export type AccountSectionContext = {
  account: AccountDetails;
  /** The account's own details and its legal entities may be changed (not Inactive or Merged; the user may write; the account is their team's). */
  canEdit: boolean;
  /**
   * Contacts may be changed and deals opened on the account (not Inactive or Merged; the user may write): also on
   * an account in their book only behind a deal they own (DOMAIN.md "Scope").
   */
  canWork: boolean;
  /** Comments and tickets may be added (the user may write; the account is not merged away). */
  canLogActivity: boolean;
  /** Reload the account page (after a change elsewhere on it). */
  refreshAccount: () => Promise<void>;
};

export type AccountSections = {
  createOpportunity?: ReactNode;
  contacts?: ReactNode;
  legalEntities?: ReactNode;
  listings?: ReactNode;
  tickets?: ReactNode;
  comments?: ReactNode;
};

/** `account/{accountId}`: the account, its opportunities, and the sections the route composes around them. */
export function AccountPageView({ accountId, sections }: { accountId: number; sections: (context: AccountSectionContext) => AccountSections }) {
  const user = useSignedInUser();
  const page = useAccountPage(accountId);
  const [editing, setEditing] = useState(false);

  const crumbs = <Breadcrumbs items={[{ label: 'My Accounts', to: '/my-accounts' }, { label: `Account#${accountId}` }]} />;
  if (!page.data) {
    return (
      <Screen width="xl" onlineOnly={false} title={`Account#${accountId}`} breadcrumbs={crumbs}>
        {page.error ? <LoadFailed what="account" error={page.error} onRetry={() => void page.refresh()} /> : <LoadingFallback label="Loading account…" />}
      </Screen>
    );
  }

  const { account, opportunities, totalAccountValue } = page.data;
  const canSell = user.capabilities.includes('sell') && !user.readOnly;
  const canEdit = account.editable && canSell;
  const reason = notEditableReason(account, canSell);
  const context: AccountSectionContext = {
    account,
    canEdit,
    canWork: canSell && isAccountEditable(account.statusId),
    canLogActivity: canSell && account.statusId !== ACCOUNT_STATUSES.MERGED,
    refreshAccount: page.refresh,
  };
  const slots = sections(context);

  return (
    <Screen width="xl" onlineOnly={false} title={account.name} tabTitle={`${account.name} · Account#${accountId}`} description={`Account#${account.accountId}`} breadcrumbs={crumbs} actions={context.canWork ? slots.createOpportunity : undefined}>
      {account.statusId === ACCOUNT_STATUSES.INACTIVE && <InactiveProfileAlert lookupAccountId={account.lookupAccountId} accountId={account.accountId} />}
      {reason && (
        <p role="note" className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {reason}
        </p>
      )}
      <AccountDetailsCard
        account={account}
        totalAccountValue={totalAccountValue}
        actions={
          canEdit ? (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              Edit account
            </Button>
          ) : undefined
        }
        footer={<DndToggle accountId={account.accountId} dndMarked={account.dndMarked} canChange={canSell} onChanged={page.refresh} />}
      />
      <RecordSection id="account-opportunities-heading" title="Opportunities">
        <AccountOpportunitiesTable opportunities={opportunities} />
      </RecordSection>
      <div className="grid gap-4 lg:grid-cols-2">
        {slots.contacts}
        {slots.legalEntities}
      </div>
      {slots.listings}
      <div className="grid gap-4 lg:grid-cols-2">
        {slots.tickets}
        {slots.comments}
      </div>
      {editing && <AccountEditDialog account={account} onClose={() => setEditing(false)} onSaved={page.refresh} />}
    </Screen>
  );
}
