import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkError, reportRemoteFailure } from './failures';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('failures', () => {
  it("tells webpack's failed JS and CSS chunks from other errors", () => {
    expect(isChunkError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkError(Object.assign(new Error('x'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(
      true,
    );
    expect(isChunkError(new Error('boom'))).toBe(false);
    expect(isChunkError('ChunkLoadError')).toBe(false);
  });

  it('reports once per page load per remote and kind, with the CSRF header, as keepalive', () => {
    document.head.innerHTML = '<meta name="csrf-token" content="tok-1">';
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    reportRemoteFailure('mf_catalog', '0.3.0', 'chunk');
    reportRemoteFailure('mf_catalog', '0.3.0', 'chunk');
    reportRemoteFailure('mf_catalog', '0.3.0', 'render');
    reportRemoteFailure('mf_account', '', 'chunk');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/v1/telemetry/remote-failures',
      expect.objectContaining({
        method: 'POST',
        keepalive: true,
        headers: expect.objectContaining({ 'X-CSRF-TOKEN': 'tok-1' }),
        body: JSON.stringify({ remote: 'mf_catalog', version: '0.3.0', kind: 'chunk' }),
      }),
    ]);
  });
});
