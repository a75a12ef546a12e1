import { Link } from '@tanstack/react-router';

/** An account id linking to its page (spec 000 §2: an account id links to /account/{accountId}). */
export function AccountLink({ accountId, label }: { accountId: number; label?: string }) {
  return (
    <Link
      to="/account/$accountId"
      params={{ accountId }}
      className="inline-flex min-h-11 items-center font-medium text-brand underline-offset-2 hover:underline sm:min-h-0"
    >
      {label ?? accountId}
    </Link>
  );
}
