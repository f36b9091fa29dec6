import { expect, test } from '@playwright/test';
import { ACCOUNTS, login } from '../support/journey';

test('a one-time code in the URL goes through /oauth and signs the user in where they were headed', async ({ page, browser }) => {
  // Another app (here: the API itself, as the lecturer) issues a one-time code for this LMS.
  await login(page, ACCOUNTS.dosen);
  const code = await page.evaluate(async () => {
    const tokens = JSON.parse(sessionStorage.getItem('lms.tokens') ?? 'null');
    const res = await fetch('/api/v2/authorize/lms', {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'college-id': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ response_type: 'code', client_id: 'lms', redirect_uri: '/kelas', as_role: 'ROLE_DOSEN' }),
    });
    return (await res.json()).data.code as string;
  });

  // A fresh browser with no session opens a link carrying the code.
  const fresh = await (await browser.newContext()).newPage();
  const seen: string[] = [];
  fresh.on('framenavigated', (f) => {
    if (f === fresh.mainFrame()) seen.push(f.url());
  });
  await fresh.goto(`/kelas?code=${encodeURIComponent(code)}`);
  await expect(fresh).toHaveURL(/\/kelas$/);
  await expect(fresh.getByTestId('greeting')).toContainText('Budi Santoso');
  const oauthUrl = seen.find((u) => u.includes('/oauth?'));
  expect(oauthUrl, 'passed through /oauth').toBeTruthy();
  const q = new URL(oauthUrl!).searchParams;
  expect(q.get('code')).toBe(code);
  expect(q.get('redirect')).toBe('/kelas');
  expect(q.has('refferer')).toBe(true);

  // The code is single-use: a second visit shows the error page instead of a session.
  const again = await (await browser.newContext()).newPage();
  await again.goto(`/beranda?code=${encodeURIComponent(code)}`);
  await expect(again.getByTestId('error-page')).toBeVisible();
});
