import base from '/work/main/e2e/playwright.config';
export default { ...base, testDir: '/work/main/e2e/tests', outputDir: '/tmp/bs-pw-out', use: { ...base.use, baseURL: 'http://localhost:3177' }, webServer: undefined };
