import { describe, expect, it } from 'vitest';
import { isInternalHref, safeHref } from './links';

describe('safeHref', () => {
  it('keeps same-site paths, anchors, http(s), mailto and tel', () => {
    for (const href of [
      '/return',
      '/user/history?tab=orders',
      '#svar',
      'https://www.erikbolstad.no/postnummer/',
      'http://example.no',
      'mailto:kundeservice@barelavepriser.no',
      'tel:63970000',
    ]) {
      expect(safeHref(href)).toBe(href);
    }
  });

  it('refuses protocol-relative and backslash links that leave the site', () => {
    for (const href of ['//evil.example', '/\\evil.example', '/\\/evil.example', 'https:/\\evil']) {
      expect(safeHref(href)).toBeUndefined();
    }
  });

  it('refuses script and data URLs, also when disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      ' ',
      '',
      null,
      undefined,
    ]) {
      expect(safeHref(href)).toBeUndefined();
    }
  });

  it('tells in-app paths from external targets', () => {
    expect(isInternalHref('/butikker/')).toBe(true);
    expect(isInternalHref('https://example.no')).toBe(false);
  });
});
