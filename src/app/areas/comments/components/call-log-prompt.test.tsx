// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../ui/snackbar/snackbar-provider';
import { CallLogPrompt } from './call-log-prompt';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-05-01T10:00:00.000Z'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderAccountPage(onLogged = () => undefined) {
  render(
    <SnackbarProvider>
      <a
        href="tel:9876543210"
        data-call-contact-id="601"
        data-call-contact-name="Asha Rao"
        data-call-account-id="101"
        onClick={(e) => e.preventDefault() /* jsdom cannot open a dialer */}
      >
        9876543210
      </a>
      <CallLogPrompt entityTypeId={3} entityId={101} accountId={101} onLogged={onLogged} />
    </SnackbarProvider>,
  );
}

/** The user taps the number, talks for 4 min 12 s in the phone app, and comes back. */
function callAndComeBack() {
  fireEvent.click(screen.getByRole('link', { name: '9876543210' }));
  setVisibility('hidden');
  vi.setSystemTime(new Date('2025-05-01T10:04:12.400Z'));
  setVisibility('visible');
}

describe('logging a call made from a tel: link', () => {
  it('offers to log it as a Call with the time it took, and posts it with the time the call started', async () => {
    const posted: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      posted.push({ url: String(input instanceof Request ? input.url : input), body: JSON.parse(String(init?.body ?? 'null')) });
      return Promise.resolve(new Response(JSON.stringify({ id: 1 }), { status: 200, headers: { 'content-type': 'application/json' } }));
    });
    const onLogged = vi.fn();
    renderAccountPage(onLogged);
    expect(screen.queryByRole('dialog')).toBeNull();
    callAndComeBack();

    const dialog = await screen.findByRole('dialog', { name: 'Log this call?' });
    expect(dialog.textContent).toContain('Call with Asha Rao, 4 min 12 s');
    expect((screen.getByLabelText('Activity type') as HTMLSelectElement).value).toBe('Call');
    expect((screen.getByLabelText('Minutes') as HTMLInputElement).value).toBe('4');
    expect((screen.getByLabelText('Seconds') as HTMLInputElement).value).toBe('12');
    expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('');

    // The comment is the user's to write.
    fireEvent.click(screen.getByRole('button', { name: 'Log call' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Will renew next week' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log call' }));
    await waitFor(() => expect(onLogged).toHaveBeenCalled());
    expect(posted).toHaveLength(1);
    expect(posted[0]?.url).toContain('/sapna/v1/comment');
    expect(posted[0]?.body).toMatchObject({
      entityTypeId: 3,
      entityId: 101,
      activityType: 'Call',
      text: 'Will renew next week',
      happenedAt: '2025-05-01T10:00:00.000Z',
      callDurationSeconds: 252,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[data-notice-kind="success"]')?.textContent).toContain('Action successfully completed!');

    // Logged once: coming back again offers nothing.
    setVisibility('hidden');
    setVisibility('visible');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Not now" forgets the call', async () => {
    renderAccountPage();
    callAndComeBack();
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    setVisibility('hidden');
    setVisibility('visible');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is offered again if the page was reloaded during the call', async () => {
    renderAccountPage();
    fireEvent.click(screen.getByRole('link', { name: '9876543210' }));
    cleanup();
    vi.setSystemTime(new Date('2025-05-01T10:00:45.000Z'));
    renderAccountPage();
    const dialog = await screen.findByRole('dialog', { name: 'Log this call?' });
    expect(dialog.textContent).toContain('Call with Asha Rao, 45 s');
  });

  it('is not offered on another record', async () => {
    renderAccountPage();
    fireEvent.click(screen.getByRole('link', { name: '9876543210' }));
    cleanup();
    render(
      <SnackbarProvider>
        <CallLogPrompt entityTypeId={1} entityId={301} accountId={101} onLogged={() => undefined} />
      </SnackbarProvider>,
    );
    setVisibility('hidden');
    setVisibility('visible');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
