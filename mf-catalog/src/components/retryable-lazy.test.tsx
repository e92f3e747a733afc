// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryableLazy } from './retryable-lazy';

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>feilet</p> : this.props.children;
  }
}

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>hei {name}</p>;
}

describe('retryableLazy', () => {
  it('shows a failed import once, imports again on the next mount, and keeps a success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(
        Object.assign(new Error('Loading chunk 1 failed'), { name: 'ChunkLoadError' }),
      )
      .mockResolvedValue({ default: Greeting });
    const Lazy = retryableLazy(load);
    const mount = (attempt: number) => (
      <Boundary key={attempt}>
        <Lazy name="Kari" placeholder={<p>laster</p>} />
      </Boundary>
    );

    const { rerender } = render(mount(1));
    expect(screen.getByText('laster')).toBeTruthy();
    expect(await screen.findByText('feilet')).toBeTruthy();
    // The failed mount keeps its failure: nothing asks for the chunk again on its own.
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);

    rerender(mount(2));
    expect(await screen.findByText('hei Kari')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);

    // Loaded code renders at once on later mounts, without a placeholder or another import.
    rerender(mount(3));
    expect(screen.getByText('hei Kari')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
