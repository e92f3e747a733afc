import { renderToString } from 'preact-render-to-string';
import { getApiClient, RichText } from 'shared-contracts';
import { expect, it, vi } from 'vitest';
import { configure } from './index';

it('server reads go to the given origin through the given fetch, without a CSRF lookup', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const seen: Request[] = [];
  configure({
    origin: 'http://shop.test',
    fetch: (input) => {
      seen.push(input as Request);
      return Promise.resolve(Response.json({ ok: true }));
    },
  });

  await expect(getApiClient().get('settings').json()).resolves.toEqual({ ok: true });

  expect(seen.map((r) => r.url)).toEqual(['http://shop.test/api/v1/settings']);
  expect(seen[0]?.headers.has('X-CSRF-TOKEN')).toBe(false);
  expect(error).not.toHaveBeenCalled();
});

it("editors' HTML renders on the server as the browser renders it, not as bare text", () => {
  configure({ origin: 'http://shop.test', fetch: () => Promise.resolve(Response.json({})) });
  const markup = renderToString(
    <RichText
      html={'<p>Farge: <strong>Gul</strong></p>\n<ul><li>Vanntett</li></ul><script>x()</script>'}
    />,
  );
  expect(markup).toBe('<div><p>Farge: <strong>Gul</strong></p>\n<ul><li>Vanntett</li></ul></div>');
});
