// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Contact } from '../data/contact-types';
import { ContactCard } from './contact-card';

afterEach(cleanup);

const contact: Contact = {
  id: -2,
  name: 'Ravi Kumar',
  email: 'ravi@example.test',
  phone: '9123456780',
  accountId: 101,
  opportunityId: null,
  contactTypeId: 1,
  pocType: null,
  isVerified: false,
  active: true,
  clientId: '0190-client',
  version: 1,
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
};

function renderCard(c: Contact) {
  render(
    <ul>
      <ContactCard contact={c} canEdit onEdit={() => undefined} onDelete={() => undefined} />
    </ul>,
  );
}

describe('a contact card', () => {
  it('marks a contact changed on this device as waiting to sync, in words', () => {
    renderCard({ ...contact, pending: true });
    expect(screen.getByText('Waiting to sync')).toBeTruthy();
  });

  it('shows no mark once the server has it', () => {
    renderCard({ ...contact, id: 55 });
    expect(screen.queryByText('Waiting to sync')).toBeNull();
  });

  it('dials from a tel: link that names the contact and account (for logging the call afterwards)', () => {
    renderCard(contact);
    const link = screen.getByRole('link', { name: '9123456780' });
    expect(link.getAttribute('href')).toBe('tel:9123456780');
    expect(link.getAttribute('data-call-contact-name')).toBe('Ravi Kumar');
    expect(link.getAttribute('data-call-account-id')).toBe('101');
  });

  it('a contact created on this device can be edited and deleted (the commands name it by client id), but not sent a verification yet', () => {
    renderCard({ ...contact, pending: true });
    expect(screen.getByRole('button', { name: 'Edit contact Ravi Kumar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete contact Ravi Kumar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resend verification/ })).toBeNull();
  });
});
