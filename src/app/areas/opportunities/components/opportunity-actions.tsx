import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { buttonClasses } from '../../../ui/button-classes';
import { Button } from '../../../ui/button';
import type { MarkLostResult } from '../data/mark-opportunity-lost';
import type { OpportunityPage } from '../data/opportunity-types';
import { EditOpportunityDialog } from './edit-opportunity-dialog';
import { MarkLostDialog } from './mark-lost-dialog';

type Open = 'edit' | 'lost' | null;

/** The header actions of an editable opportunity: edit, reassign, mark as lost. */
export function OpportunityActions({
  opportunity,
  onSaved,
  onMarkedLost,
}: {
  opportunity: OpportunityPage;
  onSaved: (page: OpportunityPage) => void;
  onMarkedLost: (result: MarkLostResult) => void;
}) {
  const [open, setOpen] = useState<Open>(null);

  return (
    <>
      <Button onClick={() => setOpen('edit')}>Edit</Button>
      <Link to="/opportunity/assignment-page/$opportunityId" params={{ opportunityId: opportunity.id }} className={buttonClasses('secondary', 'md')}>
        Reassign
      </Link>
      <Button variant="danger" onClick={() => setOpen('lost')}>
        Mark as lost
      </Button>
      {open === 'edit' && <EditOpportunityDialog opportunity={opportunity} onClose={() => setOpen(null)} onSaved={onSaved} />}
      {open === 'lost' && <MarkLostDialog opportunity={opportunity} onClose={() => setOpen(null)} onMarked={onMarkedLost} />}
    </>
  );
}
