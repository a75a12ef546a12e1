import { describe, expect, it } from 'vitest';
import { createRenewalCaller, type RenewalPost } from './renewal-calls';

function deferredPost() {
  const pending: { path: string; resolve: (v: unknown) => void; reject: (e: Error) => void; signal: AbortSignal }[] = [];
  const post: RenewalPost = <T,>(path: string, _body: unknown, signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => pending.push({ path, resolve: resolve as (v: unknown) => void, reject, signal }));
  return { post, pending };
}

describe('renewal calls', () => {
  it('cancels the older call of the same kind and ignores its answer, even one that arrives', async () => {
    const { post, pending } = deferredPost();
    const call = createRenewalCaller(post);
    const first = call('details', '/a', { lapsedBucket: '7' });
    const second = call('details', '/a', { lapsedBucket: '8-15' });
    expect(pending[0]!.signal.aborted).toBe(true);
    pending[1]!.resolve(['second']);
    pending[0]!.resolve(['first']);
    expect(await first).toEqual({ status: 'cancelled' });
    expect(await second).toEqual({ status: 'ok', data: ['second'] });
  });
  it('keeps calls of different kinds in flight together', async () => {
    const { post, pending } = deferredPost();
    const call = createRenewalCaller(post);
    const chart = call('chart', '/chart', {});
    const details = call('details', '/details', {});
    expect(pending.some((p) => p.signal.aborted)).toBe(false);
    pending[0]!.resolve(1);
    pending[1]!.resolve(2);
    expect(await chart).toEqual({ status: 'ok', data: 1 });
    expect(await details).toEqual({ status: 'ok', data: 2 });
  });
  it('answers a failure with its message', async () => {
    const { post, pending } = deferredPost();
    const call = createRenewalCaller(post);
    const result = call('summary', '/', {});
    pending[0]!.reject(new Error('Renewal data is unavailable'));
    expect(await result).toEqual({ status: 'error', message: 'Renewal data is unavailable' });
  });
});
