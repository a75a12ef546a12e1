import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSnackbarStore, MAX_VISIBLE_NOTICES } from './snackbar-store';
import { notifyWith } from './use-notify';
import { DAY_MS } from '../../../domain/format/ist-calendar';

describe('snackbar notices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const setup = () => {
    // The default timers (browser setTimeout wrapped), faked by vitest.
    const store = createSnackbarStore();
    return { store, notify: notifyWith(store), texts: () => store.getNotices().map((n) => n.message) };
  };

  it("a success says 'Action successfully completed!' by default and leaves after 4000 ms", () => {
    const { notify, texts } = setup();
    notify.success();
    expect(texts()).toEqual(['Action successfully completed!']);
    vi.advanceTimersByTime(3999);
    expect(texts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it('a report success leaves after 5000 ms', () => {
    const { notify, texts } = setup();
    notify.reportSuccess('Downloading Report...');
    vi.advanceTimersByTime(4999);
    expect(texts()).toEqual(['Downloading Report...']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it("an error says 'Something went wrong!' by default; errors, warnings and infos stay until dismissed", () => {
    const { notify, texts, store } = setup();
    const id = notify.error();
    notify.warning('Document Already Exists!');
    notify.info('Syncing');
    vi.advanceTimersByTime(DAY_MS);
    expect(texts()).toEqual(['Something went wrong!', 'Document Already Exists!', 'Syncing']);
    store.dismiss(id);
    expect(texts()).toEqual(['Document Already Exists!', 'Syncing']);
  });

  it('keeps a notice while the user hovers or focuses it, then gives it the rest of its time', () => {
    const { notify, texts, store } = setup();
    const id = notify.success('Contact updated');
    vi.advanceTimersByTime(3000);
    store.pause(id);
    vi.advanceTimersByTime(10_000);
    expect(texts()).toEqual(['Contact updated']);
    store.resume(id);
    vi.advanceTimersByTime(999);
    expect(texts()).toEqual(['Contact updated']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it('does not stack the same notice twice, and shows at most a few at once (oldest leave first)', () => {
    const { notify, texts } = setup();
    notify.error('Network Error');
    notify.error('Network Error');
    expect(texts()).toEqual(['Network Error']);
    for (let i = 1; i <= MAX_VISIBLE_NOTICES; i++) notify.error(`failure ${i}`);
    expect(texts()).toHaveLength(MAX_VISIBLE_NOTICES);
    expect(texts()[0]).toBe('failure 1');
  });

  it('keeps each view’s notices apart: the same message of a dialog and of the page are two notices', () => {
    const { store } = setup();
    notifyWith(store).error('Network Error');
    notifyWith(store, 'dialog-1').error('Network Error');
    notifyWith(store, 'dialog-1').error('Network Error');
    expect(store.getNotices().map((n) => [n.origin, n.message])).toEqual([
      [null, 'Network Error'],
      ['dialog-1', 'Network Error'],
    ]);
  });
});
