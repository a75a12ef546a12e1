import { Link } from '@tanstack/react-router';
import { Screen, type ScreenProps } from '../../../ui/screen';

/** A screen of the approvals area (one approval, a swap, a matrix): its breadcrumb leads back to the approvals list. */
export function ApprovalsScreen(props: Omit<ScreenProps, 'width' | 'breadcrumbs' | 'back'>) {
  return (
    <Screen
      width="lg"
      breadcrumbs={
        <Link to="/approval-page" className="text-blue-700 underline">
          Approvals
        </Link>
      }
      {...props}
    />
  );
}
