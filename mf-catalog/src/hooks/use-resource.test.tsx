import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResourceCache } from '../api/resource-cache';
import { useResource } from './use-resource';

function deferred<T>() {
  let resolve: (v: T) => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Probe({
  k,
  fetcher,
  cache,
}: {
  k: string | null;
  fetcher: () => Promise<string>;
  cache: ResourceCache;
}) {
  const r = useResource(k, fetcher, { cache, keepPrevious: true });
  return (
    <p>
      {r.status}:{r.data ?? '-'}
      {r.status === 'error' && (
        <button type="button" onClick={r.retry}>
          Prøv igjen
        </button>
      )}
    </p>
  );
}

describe('useResource', () => {
  it('starts the request during the first render and shows the result', async () => {
    const cache = new ResourceCache();
    const d = deferred<string>();
    const fetcher = vi.fn(() => d.promise);
    render(<Probe k="a" fetcher={fetcher} cache={cache} />);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(screen.getByText('loading:-')).toBeTruthy();
    await act(async () => d.resolve('A'));
    expect(screen.getByText('success:A')).toBeTruthy();
  });

  it('keeps the previous data while the next key loads', async () => {
    const cache = new ResourceCache();
    const first = deferred<string>();
    const second = deferred<string>();
    const { rerender } = render(<Probe k="a" fetcher={() => first.promise} cache={cache} />);
    await act(async () => first.resolve('A'));
    rerender(<Probe k="b" fetcher={() => second.promise} cache={cache} />);
    expect(screen.getByText('loading:A')).toBeTruthy();
    await act(async () => second.resolve('B'));
    expect(screen.getByText('success:B')).toBeTruthy();
  });

  it('shows an error and retries on demand', async () => {
    const cache = new ResourceCache();
    const fetcher = vi.fn().mockRejectedValueOnce(new Error('nede')).mockResolvedValueOnce('OK');
    render(<Probe k="a" fetcher={fetcher} cache={cache} />);
    await act(async () => undefined);
    expect(screen.getByText(/error/)).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Prøv igjen' }).click());
    expect(screen.getByText('success:OK')).toBeTruthy();
  });

  it('does nothing for a null key', () => {
    const cache = new ResourceCache();
    const fetcher = vi.fn(() => Promise.resolve('x'));
    render(<Probe k={null} fetcher={fetcher} cache={cache} />);
    expect(fetcher).not.toHaveBeenCalled();
  });
});
