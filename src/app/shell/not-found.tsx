import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../ui/button-classes';

export function NotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="text-slate-600">The page you asked for does not exist, or has moved.</p>
      <Link to="/" className={buttonClasses('primary')}>
        Go to the start page
      </Link>
    </div>
  );
}
