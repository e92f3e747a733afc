import { describe, expect, it, vi } from 'vitest';
import { parseHomeSections } from './home-sections';

const good = {
  active: { activated: true, startDate: null, endDate: null },
  banner: { content: 'Ukens kupp', placement: 'top', color: '#ef6c00', arrow: false, moving: true },
  boxVariant: { id: 0, format: [1] },
  content: [{ id: 12 }, { id: '13' }],
  generalSettings: { shadow: { fromColor: [0, 0, 0], opacity: 0.45, size: 40 } },
};

describe('parseHomeSections', () => {
  it('parses sections and fills defaults', () => {
    const [section] = parseHomeSections(
      JSON.stringify([good, { ...good, banner: undefined, generalSettings: undefined }]),
    );
    expect(section?.content.map((item) => item.id)).toEqual([12, 13]);
    expect(
      parseHomeSections(JSON.stringify([{ ...good, banner: undefined }]))[0]?.banner,
    ).toBeNull();
  });

  it('skips a malformed section and reports it', () => {
    const onInvalid = vi.fn();
    const sections = parseHomeSections(JSON.stringify([{ nope: true }, good]), onInvalid);
    expect(sections).toHaveLength(1);
    expect(onInvalid).toHaveBeenCalledWith(0, expect.anything());
  });

  it('gives no sections for invalid JSON or a non-list', () => {
    expect(parseHomeSections('{oops', () => undefined)).toEqual([]);
    expect(parseHomeSections('{}')).toEqual([]);
  });
});
