import { describe, expect, it } from 'vitest';
import { productVideo, videoSource } from './product-video';

describe('video sources', () => {
  it('builds {cdn}/{videopath}/playlist.m3u8 and thumbnail.jpg', () => {
    expect(videoSource('videos/vintersalg', {})).toEqual({
      src: '/api/v1/videos/vintersalg/playlist.m3u8',
      poster: '/api/v1/videos/vintersalg/thumbnail.jpg',
    });
    expect(videoSource('/videos/a/', { videoCdn: 'https://cdn.example/' })).toEqual({
      src: 'https://cdn.example/videos/a/playlist.m3u8',
      poster: 'https://cdn.example/videos/a/thumbnail.jpg',
    });
    expect(videoSource('https://cdn.example/x/playlist.m3u8', {}).poster).toBe(
      'https://cdn.example/x/thumbnail.jpg',
    );
  });

  it('finds a product video in the settings', () => {
    expect(productVideo(7, { productVideos: { '7': 'videos/sko' } })?.src).toBe(
      '/api/v1/videos/sko/playlist.m3u8',
    );
    expect(productVideo(8, { productVideos: { '7': 'videos/sko' } })).toBeNull();
    expect(productVideo(7, {})).toBeNull();
  });
});
