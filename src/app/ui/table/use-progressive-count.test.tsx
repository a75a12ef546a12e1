// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

function List({ count, first, step, list, commits }: { count: number; first: number; step?: number; list?: number; commits: number[] }) {
  const shown = useProgressiveCount(count, first, step, list);
  useLayoutEffect(() => {
    commits.push(shown);
  }, [shown, commits]);
  return <p>{shown}</p>;
}

describe('a long list is drawn a screenful at a time (issue 10)', () => {
  it('draws the first items at once, then at most as many more in each step, until all are drawn', async () => {
    const commits: number[] = [];
    await act(async () => {
      render(<List count={61} first={12} commits={commits} />);
    });
    expect(commits).toEqual([12, 24, 36, 48, 60, 61]);
  });

  it('takes steps of its own size after the first draw when given one (cards: a few at a time)', async () => {
    const commits: number[] = [];
    await act(async () => {
      render(<List count={19} first={6} step={4} commits={commits} />);
    });
    expect(commits).toEqual([6, 10, 14, 18, 19]);
  });

  it('draws another list (a new search) first screen first again, the rest in one step; the same list at once', async () => {
    const commits: number[] = [];
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(<List count={61} first={12} list={1} commits={commits} />);
    });
    commits.length = 0;
    await act(async () => {
      view.rerender(<List count={61} first={12} list={1} commits={commits} />);
    });
    expect(commits).toEqual([]);
    await act(async () => {
      view.rerender(<List count={50} first={12} list={2} commits={commits} />);
    });
    expect(commits).toEqual([12, 50]);
    commits.length = 0;
    await act(async () => {
      view.rerender(<List count={70} first={12} list={2} commits={commits} />);
    });
    expect(commits).toEqual([70]);
  });

  it('a short list is drawn whole at once', async () => {
    const commits: number[] = [];
    await act(async () => {
      render(<List count={7} first={12} commits={commits} />);
    });
    expect(commits).toEqual([7]);
  });
});
