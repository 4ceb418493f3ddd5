// Where the browser tests find the back-office and the mock upstream (both started by Playwright's webServer).
export const appPort = Number(process.env.E2E_APP_PORT ?? 3100);
export const mockPort = Number(process.env.E2E_MOCK_PORT ?? 3101);
export const appURL = `http://localhost:${appPort}`;
export const mockURL = `http://127.0.0.1:${mockPort}`;
/**
 * Where a run keeps its data (the mock's store, the back-office's SQLite file, the isolated servers' folders) and its
 * signed-in browsers: named by the run's port, so that two runs on other ports never empty or overwrite each other's.
 */
export const runDataDir = `.data/e2e-${appPort}`;
export const authDir = `e2e/.auth/${appPort}`;
