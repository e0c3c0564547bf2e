module.exports = async function globalTeardown() {
  await globalThis.__STATIC_SERVER__?.close();
};
