import { Button } from '../../../ui/button';
import { WaitingToSyncBadge } from '../../../ui/status/waiting-to-sync-badge';
import { contactTypeName } from '../../../../domain/contacts/contact-types';
import type { Contact } from '../data/contact-types';
import { ResendVerification } from './resend-verification';

/** One contact: who, how to reach them (tel: and mailto: links), whether verified, and what the user may do. */
export function ContactCard({ contact, canEdit, onEdit, onDelete }: { contact: Contact; canEdit: boolean; onEdit: () => void; onDelete: () => void }) {
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{contact.name}</p>
          <p className="text-sm text-slate-600">
            {contactTypeName(contact.contactTypeId)}
            {contact.pocType ? ` · ${contact.pocType}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          {contact.pending && <WaitingToSyncBadge />}
          <span className={`rounded px-2 py-0.5 text-xs font-medium ${contact.isVerified ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-700'}`}>
            {contact.isVerified ? 'Verified' : 'Not verified'}
          </span>
        </div>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="sr-only">Phone</dt>
          <dd>
            {contact.phone ? (
              // Following it offers to log the call afterwards (the account's comments panel listens for these attributes).
              <a
                href={`tel:${contact.phone}`}
                data-call-contact-id={contact.id}
                data-call-contact-name={contact.name}
                data-call-account-id={contact.accountId}
                className="inline-flex min-h-11 items-center text-brand underline-offset-2 hover:underline sm:min-h-0"
              >
                {contact.phone}
              </a>
            ) : (
              <span className="text-slate-600">No phone</span>
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="sr-only">Email</dt>
          <dd className="break-all">
            {contact.email ? (
              <a href={`mailto:${contact.email}`} className="text-brand underline-offset-2 hover:underline">
                {contact.email}
              </a>
            ) : (
              <span className="text-slate-600">No email</span>
            )}
          </dd>
        </div>
      </dl>
      {canEdit && (
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit contact ${contact.name}`}>
            Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete contact ${contact.name}`}>
            Delete
          </Button>
          {/* A contact created on this device has no server id to send the verification for yet. */}
          {contact.email && !contact.isVerified && contact.id > 0 && <ResendVerification contactId={contact.id} contactName={contact.name} />}
        </div>
      )}
    </li>
  );
}
