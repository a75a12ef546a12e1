// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDrawnNearView } from './use-drawn-near-view';

/**
 * jsdom lays nothing out, so the browser's IntersectionObserver is played here by hand: `near` says whether the
 * observed sentinel is within the margin, and each observe() answers once, as the browser does. The browser test
 * (tests/e2e/accounts.phone.spec.ts) covers real scrolling.
 */
let near = false;
const observed: Array<{ fire: (isIntersecting: boolean) => void; live: boolean }> = [];
class FakeObserver {
  private readonly entry = { fire: (_: boolean) => undefined as void, live: true };
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.entry.fire = (isIntersecting) => {
      if (this.entry.live) this.callback([{ isIntersecting, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    };
    observed.push(this.entry);
    queueMicrotask(() => this.entry.fire(near));
  }
  disconnect() {
    this.entry.live = false;
  }
}

function List({ count, list }: { count: number; list?: number }) {
  const { shown, sentinelRef, showMore } = useDrawnNearView(count, 6, 4, list);
  return (
    <>
      <p>{shown} drawn</p>
      {shown < count && (
        <button ref={sentinelRef} type="button" onClick={showMore}>
          more
        </button>
      )}
    </>
  );
}

describe('a long list of heavy items is drawn as the reader nears it (issue 10)', () => {
  beforeEach(() => {
    near = false;
    observed.length = 0;
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    cleanup();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('draws only the first items while the rest are far below the screen', async () => {
    await act(async () => void render(<List count={61} />));
    expect(screen.getByText('6 drawn')).toBeTruthy();
  });

  it('draws a step more each time the element after the last one comes near, until all are drawn', async () => {
    await act(async () => void render(<List count={15} />));
    await act(async () => observed.at(-1)?.fire(true));
    expect(screen.getByText('10 drawn')).toBeTruthy();
    // Still near after the step (a tall screen, a fast scroll): it keeps going, and stops at the end.
    near = true;
    await act(async () => observed.at(-1)?.fire(true));
    expect(screen.getByText('15 drawn')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'more' })).toBeNull();
  });

  it('the button draws the next step without scrolling', async () => {
    await act(async () => void render(<List count={61} />));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'more' })));
    expect(screen.getByText('10 drawn')).toBeTruthy();
  });

  it('another list (another search) is drawn again from its first items, however far the last one grew; the same list keeps what is drawn', async () => {
    const view = await act(async () => render(<List count={30} list={0} />));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'more' })));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'more' })));
    expect(screen.getByText('14 drawn')).toBeTruthy();
    await act(async () => void view.rerender(<List count={40} list={0} />));
    expect(screen.getByText('14 drawn')).toBeTruthy();
    await act(async () => void view.rerender(<List count={40} list={1} />));
    expect(screen.getByText('6 drawn')).toBeTruthy();
    // Nothing is lost: the rest still come as the reader nears them.
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'more' })));
    expect(screen.getByText('10 drawn')).toBeTruthy();
  });

  it('without IntersectionObserver the rest follow at once, a step at a time', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    await act(async () => void render(<List count={19} />));
    expect(screen.getByText('19 drawn')).toBeTruthy();
  });
});
