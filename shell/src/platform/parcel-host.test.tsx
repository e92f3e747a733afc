import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageProps, ParcelConfig, ParcelProps } from 'shared-contracts';
import { ParcelHost } from './parcel-host';

/** A framework-free parcel recording its lifecycle calls, as single-spa would drive it. */
function recordingParcel() {
  const calls: Array<[string, ParcelProps]> = [];
  const config: ParcelConfig = {
    bootstrap: async (props) => void calls.push(['bootstrap', props]),
    mount: async (props) => {
      calls.push(['mount', props]);
      (props.domElement as HTMLElement).textContent = `montert ${props.routeName}`;
    },
    update: async (props) => {
      calls.push(['update', props]);
      (props.domElement as HTMLElement).textContent = `oppdatert ${props.params.slug ?? ''}`;
    },
    unmount: async (props) => {
      calls.push(['unmount', props]);
      (props.domElement as HTMLElement).textContent = '';
    },
  };
  return { config, calls };
}

const props = (slug: string): PageProps => ({ params: { slug }, search: '', routeName: 'about' });

describe('ParcelHost', () => {
  it('mounts with PageProps and a dom element, updates on new props, unmounts on leave', async () => {
    const { config, calls } = recordingParcel();
    const onError = vi.fn();
    const view = render(
      <ParcelHost config={config} pageProps={props('om-oss')} onError={onError} />,
    );
    await waitFor(() => expect(view.container.textContent).toBe('montert about'));
    const mounted = calls.find(([name]) => name === 'mount')?.[1];
    expect(mounted?.params).toEqual({ slug: 'om-oss' });
    expect(mounted?.domElement).toBeInstanceOf(HTMLElement);

    view.rerender(<ParcelHost config={config} pageProps={props('faq')} onError={onError} />);
    await waitFor(() => expect(view.container.textContent).toBe('oppdatert faq'));

    view.unmount();
    await waitFor(() => expect(calls.map(([name]) => name)).toContain('unmount'));
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a parcel whose mount fails', async () => {
    const { config } = recordingParcel();
    config.mount = async () => {
      throw new Error('kaputt');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    render(<ParcelHost config={config} pageProps={props('om-oss')} onError={onError} />);
    await waitFor(() => expect(onError).toHaveBeenCalled());
  });
});
