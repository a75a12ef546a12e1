import { INACTIVE_PROFILE_ALERT_HEADER, inactiveProfileAlertText } from '../../../../domain/errors/messages';

/** Spec 000 §2: an inactive account says so, and whom to ask, quoting the Lookup account id. */
export function InactiveProfileAlert({ lookupAccountId, accountId }: { lookupAccountId: string | null; accountId: number }) {
  return (
    <section role="alert" aria-labelledby="inactive-profile-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 id="inactive-profile-heading" className="text-base font-semibold">
        {INACTIVE_PROFILE_ALERT_HEADER}
      </h2>
      <p className="mt-1 text-sm">{inactiveProfileAlertText(lookupAccountId ?? accountId)}</p>
    </section>
  );
}
