// Creates discount codes the way checkout-link.spec.ts does, N times; counts the posts each sends.
import { chromium } from 'playwright-core';
const base = process.argv[2]!;
const n = Number(process.argv[3] ?? 10);
const cpu = Number(process.argv[4] ?? 1);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await b.newContext({ baseURL: base });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
await page.goto('/admin/login');
await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
await page.getByLabel('E-mail').fill('owner@example.test');
await page.getByLabel('Password').fill('demo-owner-password');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
let doubles = 0;
for (let i = 0; i < n; i++) {
  const posts: string[] = [];
  const onReq = (r: any) => { if (r.method() === 'POST' && r.url().includes('/admin/discounts')) posts.push(`${r.url().replace(base, '')} ${r.resourceType()} ${r.headers()['accept']?.slice(0, 20)}`); };
  page.on('request', onReq);
  const code = `DBL${Date.now().toString(36).toUpperCase()}${i}`;
  await page.goto('/admin/discounts/new');
  const early = !(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')));
  const form = page.getByRole('form', { name: 'Discount code' });
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('What the code gives').selectOption('percent');
  await form.getByLabel('Percentage off').fill('10');
  await form.getByRole('button', { name: 'Save the discount code' }).click();
  const ok = await page.getByRole('heading', { level: 1, name: `Discount code ${code}` }).waitFor({ timeout: 15_000 }).then(() => true, () => false);
  await page.waitForTimeout(300);
  page.off('request', onReq);
  if (posts.length !== 1 || !ok) doubles++;
  console.log(i, early ? 'early' : 'late', ok ? 'ok' : 'NOT SAVED', posts.length, JSON.stringify(posts));
}
console.log('wrong', doubles, 'of', n);
await b.close();
