import { createFileRoute, notFound } from '@tanstack/react-router';
import { ENTITY_TYPES } from '../../../../domain/reference/ids';
import { AccountPageView } from '../../../areas/accounts/components/account-page-view';
import { CommentsPanel } from '../../../areas/comments/components/comments-panel';
import { ContactsPanel } from '../../../areas/contacts/components/contacts-panel';
import { LegalEntitiesPanel } from '../../../areas/legal-entities/components/legal-entities-panel';
import { ListingsPanel } from '../../../areas/listings/components/listings-panel';
import { CreateOpportunityButton } from '../../../areas/opportunities/components/create-opportunity-button';
import { TicketsPanel } from '../../../areas/tickets/components/tickets-panel';
import { requireScreen } from '../../../lib/session/require-screen';

/** `account/{accountId}`: the account page, with contacts, legal entities, listings, tickets and comments around it. */
export const Route = createFileRoute('/_authed/account/$accountId')({
  params: {
    parse: ({ accountId }) => {
      if (!/^[1-9]\d{0,9}$/.test(accountId)) throw notFound();
      return { accountId: Number(accountId) };
    },
    stringify: ({ accountId }) => ({ accountId: String(accountId) }),
  },
  beforeLoad: ({ context }) => requireScreen(context.user, '/account/$accountId'),
  component: AccountRoute,
});

function AccountRoute() {
  const { accountId } = Route.useParams();
  return (
    <AccountPageView
      key={accountId}
      accountId={accountId}
      sections={({ account, canEdit, canWork, canLogActivity, refreshAccount }) => ({
        createOpportunity: <CreateOpportunityButton accountId={account.accountId} cityId={account.cityId} onCreated={() => void refreshAccount()} />,
        contacts: <ContactsPanel accountId={account.accountId} canEdit={canWork} />,
        legalEntities: <LegalEntitiesPanel accountId={account.accountId} canEdit={canEdit} />,
        listings: <ListingsPanel housingProfileId={account.housingProfileId} />,
        tickets: <TicketsPanel entityTypeId={ENTITY_TYPES.ACCOUNT} entityId={account.accountId} canRaise={canLogActivity} />,
        comments: <CommentsPanel entityTypeId={ENTITY_TYPES.ACCOUNT} entityId={account.accountId} area="general" accountId={account.accountId} canWrite={canLogActivity} />,
      })}
    />
  );
}
