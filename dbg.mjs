import {chromium} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const b = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu']});
for (const theme of ['dark', 'light']) {
  const ctx = await b.newContext();
  await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const p = await ctx.newPage();
  for (const path of ['/', '/docs', '/docs/intro', '/docs/quick-start/rem2rpx', '/blog', '/blog/2025/9/v4.3-release', '/search?q=rpx', '/docs/api/interfaces/UserDefinedOptions', '/no-such', '/playground']) {
    await p.goto('http://127.0.0.1:4199' + path);
    await p.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
    await p.waitForTimeout(500);
    const r = await new AxeBuilder({page: p}).analyze();
    for (const v of r.violations) console.log(theme, path, v.id, v.impact, v.nodes.length, v.nodes.slice(0,2).map(n => n.target.join(' ') + ' :: ' + (n.any[0]?.message||'').slice(0,120)).join(' | '));
  }
  await ctx.close();
}
await b.close();
