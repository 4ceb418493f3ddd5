// Where the browser tests find the back-office and the mock upstream (both started by Playwright's webServer).
export const appPort = Number(process.env.E2E_APP_PORT ?? 3100);
export const mockPort = Number(process.env.E2E_MOCK_PORT ?? 3101);
export const appURL = `http://localhost:${appPort}`;
export const mockURL = `http://127.0.0.1:${mockPort}`;
