// hls.js ships types for its full build only; the light build (no subtitles, alternate audio or
// DRM, which product clips do not use) has the same API, ~70 KB gz smaller.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
