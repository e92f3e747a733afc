import { describe, expect, it } from 'vitest';
import type { SocialPost } from 'shared-contracts';
import { postLabel, tileImage } from './social';

const post = (media_type: string, extra: Partial<SocialPost> = {}): SocialPost => ({
  id: '1',
  media_type,
  media_url: '/media.svg',
  thumbnail_url: '/thumb.svg',
  permalink: null,
  caption: 'Nye løpesko er på plass i butikk!',
  timestamp: '2026-11-01T10:00:00Z',
  ...extra,
});

describe('social tiles', () => {
  it('shows the thumbnail for videos and the media otherwise', () => {
    expect(tileImage(post('VIDEO', { media_url: '/v/playlist.m3u8' }))).toBe('/thumb.svg');
    expect(tileImage(post('CAROUSEL_ALBUM'))).toBe('/media.svg');
    expect(tileImage(post('IMAGE', { media_url: '' }))).toBe('/thumb.svg');
  });

  it('labels a tile with its kind, date and caption', () => {
    expect(postLabel(post('VIDEO'))).toBe('Video, 1. november: Nye løpesko er på plass i butikk!');
    expect(postLabel(post('CAROUSEL_ALBUM', { caption: '' }))).toMatch(/^Bildeserie, .*: innlegg$/);
  });
});
