// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../button';
import { Dialog } from './dialog';

afterEach(cleanup);

function MarkAsLost() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Mark as lost</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Mark opportunity as lost" description="This cannot be undone." actions={<Button onClick={() => setOpen(false)}>Cancel</Button>} />
    </>
  );
}

describe('dialog', () => {
  it('opens as a named modal dialog and closes with its action', async () => {
    render(<MarkAsLost />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as lost' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Mark opportunity as lost');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
