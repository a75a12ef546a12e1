/** A message about the whole form: errors are alerts, confirmations are polite status updates. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: string }) {
  const styles = {
    error: 'border-red-300 bg-red-50 text-red-800',
    success: 'border-green-300 bg-green-50 text-green-900',
    info: 'border-sky-300 bg-sky-50 text-sky-900',
  } as const;
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`rounded-md border px-3 py-2 text-sm ${styles[kind]}`}>
      {children}
    </p>
  );
}
