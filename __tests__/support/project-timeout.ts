// Jest's runner takes testTimeout from the global configuration only, so each project of
// jest.config.js states its own limit as the global TEST_TIMEOUT_MS, applied here.
jest.setTimeout((globalThis as unknown as { TEST_TIMEOUT_MS: number }).TEST_TIMEOUT_MS);
