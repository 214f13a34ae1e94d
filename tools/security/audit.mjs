#!/usr/bin/env node
// Dependency audit for CI: `npm audit` against the configured registry; fails on any high or critical
// advisory that tools/security/audit-exceptions.json does not list with a reason and a review date.
// A registry without the advisories endpoint (some mirrors answer 404/405) cannot be audited: that is
// reported plainly, with the offline alternative (docs/security.md), and, unless AUDIT_REQUIRED=1,
// does not fail the run. AUDIT_REGISTRY=<url> audits against another registry that has the endpoint
// (the packages still come from the configured one).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const BLOCKING = new Set(['high', 'critical']);
const { exceptions } = JSON.parse(
  readFileSync(new URL('./audit-exceptions.json', import.meta.url), 'utf8'),
);
for (const exception of exceptions) {
  if (!exception.package || !exception.advisory || !exception.reason || !exception.until) {
    console.error(
      `audit-exceptions.json: every exception needs package, advisory, reason and until: ${JSON.stringify(exception)}`,
    );
    process.exit(1);
  }
}

const registry = process.env.AUDIT_REGISTRY ? ['--registry', process.env.AUDIT_REGISTRY] : [];
const audit = spawnSync('npm', ['audit', '--json', '--audit-level=high', ...registry], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let report;
try {
  report = JSON.parse(audit.stdout);
} catch {
  console.error(`npm audit gave no report: ${audit.stderr.slice(0, 500)}`);
  process.exit(1);
}

if (report.statusCode || report.error) {
  const reason =
    `${report.statusCode ?? ''} ${report.message ?? report.error?.summary ?? ''}`.trim();
  console.log(`dependency audit NOT RUN: the registry has no advisories endpoint (${reason}).`);
  console.log(
    '  run it elsewhere: AUDIT_REGISTRY=<registry with advisories> node tools/security/audit.mjs, or offline\n' +
      '  against a copied OSV database: osv-scanner scan source --offline -L package-lock.json\n' +
      '  (docs/security.md, "Dependency audit")',
  );
  // 3 = "not run" for npm test's summary (tools/scripts/test.mjs); AUDIT_REQUIRED=1 makes it a failure.
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 3);
}

const today = new Date().toISOString().slice(0, 10);
const blocking = [];
for (const [name, vulnerability] of Object.entries(report.vulnerabilities ?? {})) {
  if (!BLOCKING.has(vulnerability.severity)) continue;
  const advisories = (vulnerability.via ?? [])
    .filter((via) => typeof via === 'object')
    .map((via) => via.url ?? String(via.source));
  const excused = exceptions.find(
    (e) =>
      e.package === name &&
      e.until >= today &&
      (advisories.length === 0 || advisories.some((a) => a.includes(e.advisory))),
  );
  if (excused)
    console.log(
      `  excepted ${name} (${vulnerability.severity}): ${excused.reason} [until ${excused.until}]`,
    );
  else blocking.push(`${name} (${vulnerability.severity}) ${advisories.join(' ')}`);
}
const counts = report.metadata?.vulnerabilities ?? {};
console.log(
  `dependency audit: ${Object.entries(counts)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
if (blocking.length) {
  console.log(`high or critical advisories without an exception:\n  ${blocking.join('\n  ')}`);
  process.exit(1);
}
console.log('no high or critical advisory without an exception');
