/** The e2e server's port: E2E_PORT lets two checkouts on one machine run their suites side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** A second server, with its own demo company, for the specs that reconfigure the demo's SSO. */
export const DEMO_SSO_PORT = E2E_PORT + 1;
export const urlOf = (port: number) => `http://localhost:${port}`;
