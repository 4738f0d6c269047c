// Times romcal's own calendar generation, for bench/bench_calendar.py.
//   node bench.mjs [firstYear] [lastYear] [calendar]   -> prints JSON {years, seconds, yearsPerSecond}
import { performance } from 'node:perf_hooks';
import { Romcal } from 'romcal';
import { CALENDARS } from './generate.mjs';

const firstYear = Number(process.argv[2] ?? 1970);
const lastYear = Number(process.argv[3] ?? 2100);
const bundle = CALENDARS[process.argv[4] ?? 'general'];
const romcal = new Romcal({ localizedCalendar: bundle });
await romcal.generateCalendar(2000); // warm-up: module initialisation and JIT
const start = performance.now();
for (let year = firstYear; year <= lastYear; year++) await romcal.generateCalendar(year);
const seconds = (performance.now() - start) / 1000;
const years = lastYear - firstYear + 1;
console.log(JSON.stringify({ years, seconds, yearsPerSecond: years / seconds }));
