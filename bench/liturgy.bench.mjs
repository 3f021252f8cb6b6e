// Seek under load, next to /health/live measured interleaved in the same run:
// - warm: GET /api/mass-readings for dates already computed once, open loop at 200 requests
//   a second; p99 at most 1.5x that of /health/live;
// - cold: a whole year's calendar and readings computed in a fresh process, at most 200 ms
//   (romcal's own calendar for the same year is shown beside it as the baseline).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, openLoop, root, startServer } from './lib.mjs';

const RATE = 200;
const SECONDS = Number(process.env.BENCH_LITURGY_SECONDS ?? 15);
const COLD_RUNS = 5;

// Every day of 2026, so the load walks the whole year rather than one cached answer.
const DATES = Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));

/** One fresh process: how long romcal alone, then our whole year, take when nothing is cached or compiled. */
function coldYear(year, which) {
  const dist = pathToFileURL(path.join(root, 'dist/backend/modules/liturgy')).href;
  const script = `
    const { LiturgicalCalendar } = await import('${dist}/liturgical-calendar.js');
    const { massesOf } = await import('${dist}/lectionary/lectionary.js');
    const { default: Romcal } = await import('romcal');
    const { UnitedStates_En } = await import('@romcal/calendar.united-states');
    const started = performance.now();
    if (${JSON.stringify(which)} === 'romcal') {
      await new Romcal({ localizedCalendar: UnitedStates_En }).generateCalendar(${year});
    } else {
      const days = await new LiturgicalCalendar('united-states').year(${year});
      for (const day of days.values()) if (!massesOf(day).length) throw new Error('no readings for ' + day.date);
    }
    process.stdout.write(String(performance.now() - started));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(Number(out)) : reject(new Error(`cold ${which} run failed (${code})`)),
    );
  });
}

export async function liturgyBench() {
  const rows = [];
  const ours = [];
  const romcal = [];
  for (let i = 0; i < COLD_RUNS; i += 1) {
    romcal.push(await coldYear(2027 + i, 'romcal'));
    ours.push(await coldYear(2027 + i, 'ours'));
  }
  const worst = Math.max(...ours);
  rows.push({
    name: `a whole year's calendar and readings, cold (fresh process), ${COLD_RUNS} years`,
    value: `worst ${worst.toFixed(1)} ms, median ${median(ours).toFixed(1)} ms`,
    baseline: `romcal's calendar alone median ${median(romcal).toFixed(1)} ms`,
    ratio: median(ours) / median(romcal),
    budget: 'at most 200 ms, every year',
    ok: worst <= 200,
  });

  const server = await startServer({});
  try {
    const url = (i) => `${server.baseUrl}/api/mass-readings?date_str=${DATES[i % DATES.length]}`;
    // Warm: each date computed once before the measured run.
    for (let i = 0; i < DATES.length; i += 1)
      if (!(await fetch(url(i))).ok) throw new Error(`no readings for ${DATES[i]}`);
    const { measured, baseline, errors } = await openLoop({
      rate: RATE,
      seconds: SECONDS,
      send: (i) => fetch(url(i)),
      baseline: () => fetch(`${server.baseUrl}/health/live`),
    });
    const ratio = measured.p99 / baseline.p99;
    rows.push({
      name: `GET /api/mass-readings warm, open loop ${RATE}/s for ${SECONDS} s over every day of 2026`,
      value: `p50 ${measured.p50.toFixed(1)} ms, p99 ${measured.p99.toFixed(1)} ms, ${errors} errors`,
      baseline: `/health/live interleaved p50 ${baseline.p50.toFixed(1)} ms, p99 ${baseline.p99.toFixed(1)} ms`,
      ratio,
      budget: 'p99 at most 1.5x, zero errors',
      ok: ratio <= 1.5 && errors === 0,
    });
  } finally {
    await server.close();
  }
  return rows;
}
