import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

// `npm run soak`: builds the app, starts the sandbox and a static server on ports of its own, and runs the
// scripted person for SOAK_MINUTES (default 30). Prints the report; writes it, its chart and the raw log
// to SOAK_OUT (default .tmp/soak). Exits non-zero when a goal is missed.

process.env.E2E_PORT_OFFSET ??= process.env.SOAK_PORT_OFFSET ?? '500';
const minutes = Number(process.env.SOAK_MINUTES ?? 30);
if (!(minutes > 0))
  throw new Error(`SOAK_MINUTES must be a positive number of minutes, not ${process.env.SOAK_MINUTES}`);
const out = resolve(process.env.SOAK_OUT ?? '.tmp/soak');

const { chromiumArgs, findChromium } = await import('../support/chromium');
const { APP_ORIGIN, SANDBOX_ORIGIN } = await import('../support/origins');
const { buildApp, startStack } = await import('../support/servers');
const { runSoak } = await import('./soak');
const { summarise } = await import('./metrics');
const { soakReport } = await import('./report');
const { soakSvg } = await import('./chart');

const executablePath = findChromium();
const dist = resolve(`.tmp/soak-dist-${new URL(APP_ORIGIN).port}`);
console.log('Building the app...');
await buildApp(dist);
const stack = await startStack(dist);
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
  console.log(`Soaking for ${minutes} minutes: ${APP_ORIGIN} against ${SANDBOX_ORIGIN}`);
  const log = await runSoak({
    browser,
    appOrigin: APP_ORIGIN,
    sandboxOrigin: SANDBOX_ORIGIN,
    minutes,
    progress: process.env.SOAK_VERBOSE ? (line) => console.log(line) : undefined,
  });
  const summary = summarise(log);
  const report = soakReport(summary, log);
  mkdirSync(out, { recursive: true });
  writeFileSync(resolve(out, 'report.md'), report);
  writeFileSync(resolve(out, 'soak.svg'), soakSvg(log));
  writeFileSync(resolve(out, 'log.json'), JSON.stringify(log));
  console.log(`\n${report}\nWritten to ${out}: report.md, soak.svg, log.json`);
  process.exitCode = summary.goals.every((goal) => goal.met) ? 0 : 1;
} finally {
  await browser.close();
  await stack.close();
}
