import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from '../scripts/find-chromium.mjs';
import { phone } from './phone-profile';
import { startShopProcess } from './shop-process';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'po-'));
const shop = await startShopProcess('/work/main', { DATA_DIR: dir }, 3990);
const base = shop.url;
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const plain = 2;
try {
  for (let i = 0; i < Number(process.argv[2] ?? 6); i++) {
    const { page, context } = await phone(browser);
    const t0 = Date.now();
    const log: string[] = [];
    const L = (s: string) => log.push(`${String(Date.now() - t0).padStart(6)} ${s}`);
    context.on('request', (r) =>
      L(
        `req ${r.method()} ${r.resourceType()} nav=${r.isNavigationRequest()} sw=${!!r.serviceWorker()} ${r.url().slice(0, 100)}`,
      ),
    );
    context.on('response', (r) => {
      if (r.request().resourceType() === 'document' || r.request().method() !== 'GET')
        L(`res ${r.status()} ${r.request().method()} ${r.url().slice(0, 100)}`);
    });
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) L(`framenav ${f.url()}`);
    });
    page.on('console', (m) => L(`console ${m.type()} ${m.text().slice(0, 300)}`));
    page.on('pageerror', (e) => L(`pageerror ${e.message}`));
    await page.addInitScript(`(()=>{const t=()=>Math.round(performance.now());
for (const type of ['submit','click','touchstart','touchend','pointerdown']) {
  window.addEventListener(type, (e) => { const tg=e.target; const w=window;
    console.log('[cap '+t()+'] '+type+' on '+(tg&&tg.tagName)+'.'+(tg&&tg.className)+' "'+((tg&&tg.textContent)||'').slice(0,20)+'" early='+JSON.stringify(w.__early?{q:w.__early.q.length,h:w.__early.h,z:w.__early.z}:null)+' hyd='+document.documentElement.hasAttribute('data-hydrated'));
    setTimeout(()=>console.log('[after '+type+' '+t()+'] prevented='+e.defaultPrevented)); }, true);
}
new MutationObserver((ms)=>{for(const m of ms) if(m.attributeName==='data-hydrated') console.log('[hydrated '+t()+']');}).observe(document.documentElement,{attributes:true});
const seen=new Set();
new MutationObserver(()=>{for(const el of document.querySelectorAll('[role=alert],[role=status]')){const tx=(el.textContent||'').trim(); if(tx&&!seen.has(tx)){seen.add(tx);console.log('[notice '+t()+'] '+tx.slice(0,200));}}}).observe(document,{subtree:true,childList:true,characterData:true});
})()`);
    await page.goto(`${base}/cart/${plain}`);
    await page.waitForURL(/\/cart$/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    L('--- cart ready');
    await page.goto(base + '/checkout', { waitUntil: 'commit' });
    const mobile = String(7_000_000 + Math.floor(Math.random() * 999_999)).slice(0, 7);
    const box = page.getByRole('textbox', { name: /^Mobile/ });
    await box.waitFor();
    L('--- mobile visible');
    await box.pressSequentially(mobile);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Bench Shopper');
    await page.getByRole('textbox', { name: /^Email/ }).fill(`bench.${mobile}@example.com`);
    await page.getByRole('textbox', { name: /^Address/ }).pressSequentially('1 Bench Road, Arima');
    const btn = page.getByRole('button', { name: 'Place Order' }).first();
    await btn.waitFor({ state: 'visible' });
    const early = !(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')));
    L(`--- tapping early=${early}`);
    await btn.tap();
    L('--- tapped');
    let ok = true;
    try {
      await page.getByRole('heading', { name: 'Your Order has been successfully placed!' }).waitFor({ timeout: 15000 });
    } catch {
      ok = false;
    }
    L(`--- ${ok ? 'OK' : 'LOST'}; url=${page.url()}`);
    if (!ok) {
      const vals = await page
        .evaluate(() =>
          [...document.querySelectorAll('input,textarea')].map((f: any) => `${f.name}=${f.value}`).join(' | '),
        )
        .catch(() => 'n/a');
      L(`fields: ${vals.slice(0, 400)}`);
      console.log(`===== visit ${i} LOST\n${log.join('\n')}`);
    } else console.log(`===== visit ${i} ok (early=${early})`);
    await context.close();
  }
} finally {
  await browser.close();
  await shop.stop();
}
