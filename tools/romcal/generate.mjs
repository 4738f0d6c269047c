// Writes the golden liturgical-calendar files that tests/calendar/test_romcal_golden.py
// compares with ecclesia.data.calendar, one gzip'd CSV per calendar, one line per civil day.
//
// romcal (MIT, https://github.com/romcal/romcal) is used only as an independent check of our
// own engine; none of its code is copied into ecclesia.
//
//   cd tools/romcal && npm ci && node generate.mjs [firstYear] [lastYear]
//
// Columns (header line included):
//   date, id, rank, precedence, colors (a/b), seasons (a/b), week_of_season,
//   sunday_cycle, weekday_cycle, psalter_week, optional (space-separated ids)
import { gzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Romcal } from 'romcal';
import { GeneralRoman_En } from '@romcal/calendar.general-roman';
import { UnitedStates_En } from '@romcal/calendar.united-states';
import { Canada_En } from '@romcal/calendar.canada';
import { England_En } from '@romcal/calendar.england';
import { Wales_En } from '@romcal/calendar.wales';
import { Philippines_En } from '@romcal/calendar.philippines';
import { Australia_En } from '@romcal/calendar.australia';

// Our calendar name -> romcal bundle.
export const CALENDARS = {
  general: GeneralRoman_En,
  united_states: UnitedStates_En,
  canada: Canada_En,
  england: England_En,
  wales: Wales_En,
  philippines: Philippines_En,
  australia: Australia_En,
};

const HEADER =
  'date,id,rank,precedence,colors,seasons,week_of_season,sunday_cycle,weekday_cycle,psalter_week,optional';

const shortCycle = (value) => (value ?? '').replace(/^(YEAR|WEEK)_/, '');

export function dayLine(date, items) {
  const [main, ...others] = items;
  const optional = others.filter((x) => x.isOptional).map((x) => x.id);
  return [
    date,
    main.id,
    main.rank,
    main.precedence,
    (main.colors ?? []).join('/'),
    (main.seasons ?? []).join('/'),
    main.calendar?.weekOfSeason ?? '',
    shortCycle(main.cycles?.sundayCycle),
    shortCycle(main.cycles?.weekdayCycle),
    shortCycle(main.cycles?.psalterWeek),
    optional.join(' '),
  ].join(',');
}

async function main() {
  const firstYear = Number(process.argv[2] ?? 1970);
  const lastYear = Number(process.argv[3] ?? 2100);
  const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'tests', 'calendar', 'golden');
  mkdirSync(outDir, { recursive: true });
  for (const [name, bundle] of Object.entries(CALENDARS)) {
    const romcal = new Romcal({ localizedCalendar: bundle });
    const lines = [HEADER];
    for (let year = firstYear; year <= lastYear; year++) {
      const calendar = await romcal.generateCalendar(year);
      for (const date of Object.keys(calendar).sort()) lines.push(dayLine(date, calendar[date]));
    }
    const file = join(outDir, `${name}.csv.gz`);
    // gzip without a timestamp, so regenerating unchanged data gives identical bytes.
    writeFileSync(file, gzipSync(lines.join('\n') + '\n', { level: 9 }));
    console.log(`${name}: ${lines.length - 1} days ${firstYear}-${lastYear} -> ${file}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
