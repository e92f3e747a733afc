import { useEffect, useRef } from 'react';
import type { Parcel, ParcelConfig } from 'single-spa';
import type { PageProps, ParcelConfig as RemoteParcelConfig } from 'shared-contracts';

interface Props {
  config: RemoteParcelConfig;
  pageProps: PageProps;
  /** Mount failures and render errors inside the parcel both end here. */
  onError: (error: unknown) => void;
}

/** Extra props every parcel receives next to PageProps. */
interface ParcelExtraProps {
  domElement: HTMLElement;
  errorBoundary: typeof parcelErrorBoundary;
  reportRenderError: (error: unknown) => void;
}

/**
 * single-spa-react accepts `errorBoundary` as a mount prop, but caches the boundary class built
 * from the FIRST mount of a parcel config and keeps calling that first function. So the function
 * must be one stable module-level value that finds the current slot through the props it is given
 * (its third argument), not through a closure. It returns null rather than an element: the parcel
 * may run another React than ours, and the shell draws the fallback itself.
 */
function parcelErrorBoundary(error: Error, _info: unknown, props: Partial<ParcelExtraProps>): null {
  props.reportRenderError?.(error);
  return null;
}

/**
 * Mounts a remote page as a single-spa parcel (with the remote's own React binding) into a div,
 * passes PageProps, updates them on navigation and unmounts on leave. single-spa is loaded only
 * when a parcel-mode remote is shown, so component-only pages do not pay for it.
 */
export function ParcelHost({ config, pageProps, onError }: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Promise<Parcel | null> | null>(null);
  const onErrorRef = useRef(onError);
  const propsRef = useRef(pageProps);
  const mountedPropsRef = useRef<PageProps | null>(null);

  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);

  useEffect(() => {
    const domElement = hostRef.current;
    if (!domElement) return undefined;
    let cancelled = false;
    const extra: ParcelExtraProps = {
      domElement,
      errorBoundary: parcelErrorBoundary,
      reportRenderError: (error) => onErrorRef.current(error),
    };
    const mounting = import('single-spa').then(async ({ mountRootParcel }) => {
      if (cancelled) return null;
      mountedPropsRef.current = propsRef.current;
      const parcel = mountRootParcel(config as unknown as ParcelConfig, {
        ...propsRef.current,
        ...extra,
      });
      await parcel.mountPromise;
      return parcel;
    });
    mounting.catch((error: unknown) => onErrorRef.current(error));
    parcelRef.current = mounting;
    return () => {
      cancelled = true;
      parcelRef.current = null;
      void mounting
        .then((parcel) => (parcel?.getStatus() === 'MOUNTED' ? parcel.unmount() : null))
        .catch((error: unknown) => console.error('[shell] avmontering av parcel feilet', error));
    };
  }, [config]);

  useEffect(() => {
    propsRef.current = pageProps;
    const pending = parcelRef.current;
    const domElement = hostRef.current;
    if (!pending || !domElement) return;
    void pending
      .then((parcel) => {
        // The mount already used these props; single-spa's update replaces all custom props,
        // so the extra ones are passed again.
        if (!parcel?.update || mountedPropsRef.current === pageProps) return;
        mountedPropsRef.current = pageProps;
        return parcel.update({
          ...pageProps,
          domElement,
          errorBoundary: parcelErrorBoundary,
          reportRenderError: (error: unknown) => onErrorRef.current(error),
        });
      })
      .catch((error: unknown) => onErrorRef.current(error));
  }, [pageProps]);

  return <div ref={hostRef} className="sh-parcel" />;
}
