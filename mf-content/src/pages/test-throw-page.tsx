import type { PageProps } from 'shared-contracts';

/**
 * Test-only page (built only with MF_TEST_PAGES=1): throws while rendering, so e2e can prove the
 * shell's error boundary contains a broken remote page.
 */
export function TestThrowPage(_props: PageProps): never {
  throw new Error('TestThrowPage: bevisst feil for e2e');
}
