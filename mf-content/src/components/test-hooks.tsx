import { useStore } from '@nanostores/react';
import type { ComponentType } from 'react';
import { $count, cartClear, type PageProps } from 'shared-contracts';

/** Query parameter that makes a page throw in test builds. */
export const TEST_THROW_PARAM = 'mf-test-throw';

/**
 * Test builds only (MF_TEST_PAGES=1), never production: wraps each page so e2e can
 * - make it throw while rendering (`?mf-test-throw=1`) to prove the shell's error boundary holds,
 * - see which build is mounted (the strip names the version, so two builds differ visibly),
 * - read and change the shared cart store from inside this remote, proving the store is one
 *   singleton shared with the shell.
 */
export function withTestHooks(Page: ComponentType<PageProps>): ComponentType<PageProps> {
  function TestHooks(props: PageProps) {
    const count = useStore($count);
    if (new URLSearchParams(props.search).get(TEST_THROW_PARAM) === '1') {
      throw new Error('mf-content: bevisst feil for e2e (mf-test-throw=1)');
    }
    return (
      <>
        <Page {...props} />
        <aside className="cnt-test-strip" data-testid="cnt-test-strip" aria-label="Testbygg">
          Testbygg {process.env.MF_BUILD_VERSION} · varer i handlekurven:{' '}
          <span data-testid="cnt-test-count">{count}</span>{' '}
          <button type="button" onClick={() => cartClear('global')}>
            Tøm handlekurven
          </button>
        </aside>
      </>
    );
  }
  return TestHooks;
}
