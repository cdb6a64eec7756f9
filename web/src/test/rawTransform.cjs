/** Jest transform for Vite's `?raw` imports: the module's default export is the file's text. */
module.exports = {
  process(source) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(source)} };` };
  },
};
