// hls.js ships types for its full build only; the light build (no subtitles, alternate audio or
// DRM, which product clips do not use) has the same API, ~70 KB gz smaller.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}

// The transmuxing worker script, loaded by URL (the ES module builds do not inline it).
declare module 'hls.js/dist/hls.worker.js?url' {
  const url: string;
  export default url;
}
