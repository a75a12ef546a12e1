// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { MilestonePayments } from './milestone-payments';

afterEach(cleanup);

it('a payment recorded on this device shows as new and waiting to sync, with no link to a payment page it does not have yet', () => {
  render(
    <MilestonePayments
      payments={[
        {
          pending: true,
          id: -4,
          milestoneId: 501,
          milestoneName: 'Advance',
          amount: 5000,
          modeOfPaymentId: 1,
          modeOfPaymentName: 'Cheque',
          yesBankResponseId: null,
          paymentType: 'normal',
          statusId: 1,
          statusName: 'Pending',
          referenceNumber: null,
          paymentDate: null,
          createdAt: '2025-05-01T10:00:00.000Z',
        },
      ]}
    />,
  );
  const item = screen.getByRole('listitem');
  expect(item.textContent).toContain('New');
  expect(item.textContent).toContain('Pending');
  expect(item.textContent).toContain('Waiting to sync');
  expect(screen.queryByRole('link')).toBeNull();
});
