import type { SoakLog, SoakSummary } from './metrics';

const integer = new Intl.NumberFormat('en-US');

/** The soak's report in Markdown: goals first, then what happened. */
export function soakReport(summary: SoakSummary, log: SoakLog): string {
  const statuses = Object.entries(summary.requestsByStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `| ${status} | ${integer.format(count)} |`);
  const outcomes = Object.entries(summary.outcomes).map(
    ([outcome, count]) => `| ${outcome} | ${integer.format(count)} |`,
  );
  const lost = log.steps.filter((step) => step.urlLost).map((step) => `- ${step.step}: ${step.urlLost}`);
  return [
    `Soak of ${summary.minutes} minutes: ${integer.format(summary.pagesVisited)} views visited, ` +
      `${integer.format(log.requests.length)} requests, ${log.offline.length} network drops, ` +
      `${log.tokenExpiries.length} forced token expiries; ${integer.format(log.typed)} addresses typed where a ` +
      'control was missing.',
    '',
    '| goal | met | measured |',
    '|---|---|---|',
    ...summary.goals.map((goal) => `| ${goal.name} | ${goal.met ? 'yes' : '**no**'} | ${goal.value} |`),
    '',
    `Longest stall (a view from the step to something shown): ${integer.format(summary.longestStallMs)} ms. ` +
      `Requests a minute: ${summary.requestsPerMinute.quiet} quiet (median), ${summary.requestsPerMinute.peak} peak. ` +
      `Heap in use after GC: ${summary.heap.startMB} MB at the start, ${summary.heap.endMB} MB at the end, ` +
      `${summary.heap.growthMBPer10Min} MB per 10 minutes (fitted over the run, each page after its first minute).`,
    '',
    '| view outcome | count |',
    '|---|---|',
    ...outcomes,
    '',
    '| request status | count |',
    '|---|---|',
    ...statuses,
    ...(log.uncaught.length ? ['', 'Uncaught errors:', ...log.uncaught.map((error) => `- ${error}`)] : []),
    ...(lost.length ? ['', 'URL state lost:', ...lost] : []),
    '',
  ].join('\n');
}
