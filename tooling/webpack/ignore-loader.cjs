// Turns a stylesheet import into an empty module in the server build (server-config.mjs).
module.exports = function ignoreLoader() {
  return '';
};
