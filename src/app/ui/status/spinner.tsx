/** A decorative spinning ring; pair it with text (LoadingFallback does). */
export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-4 border-2' : 'size-8 border-4';
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-current border-t-transparent ${box}`} />;
}
