export default async function globalTeardown() {
  await (globalThis as { __STATIC_SERVER__?: { close: () => Promise<void> } }).__STATIC_SERVER__?.close();
}
