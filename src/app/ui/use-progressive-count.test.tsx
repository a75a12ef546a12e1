// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

function List({ count, first, commits }: { count: number; first: number; commits: number[] }) {
  const shown = useProgressiveCount(count, first);
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

  it('a short list is drawn whole at once', async () => {
    const commits: number[] = [];
    await act(async () => {
      render(<List count={7} first={12} commits={commits} />);
    });
    expect(commits).toEqual([7]);
  });
});
