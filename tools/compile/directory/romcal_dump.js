// Dump saints (martyrology entries, localized names) and calendar dates from unpacked
// @romcal/calendar.* npm tarballs. Usage: cd DIR_WITH_x && node romcal_dump.js OUT_DIR
// where x/<package>/package/cjs/<locale>.js are the unpacked bundles (see ../PROVENANCE.md).
const fs=require('fs'),path=require('path');
const out={}; const feasts={};
for (const d of fs.readdirSync('x')) {
  const dir=path.join('x',d,'package','cjs');
  for (const f of fs.readdirSync(dir)) {
    if (f==='index.js'||!f.endsWith('.js')) continue;
    const loc=f.replace('.js','');
    const m=require(path.resolve(dir,f)); const c=Object.values(m)[0];
    if(!c||!c.martyrology) continue;
    for (const [k,v] of Object.entries(c.martyrology)) {
      const e=out[k]||(out[k]={meta:v,names:{},calendars:[]});
      if (JSON.stringify(v).length>JSON.stringify(e.meta).length) e.meta=v;
      const nm=c.i18n&&c.i18n.names&&c.i18n.names[k]; if(nm&&!e.names[loc]) e.names[loc]=nm;
    }
    for (const [k,arr] of Object.entries(c.inputs||{})) for (const inp of arr) {
      const key=k+'|'+c.calendarName;
      if (feasts[key]) continue;
      feasts[key]={id:k,calendar:c.calendarName,dateDef:inp.dateDef,precedence:inp.precedence,martyrology:inp.martyrology||null, names:{}};
    }
    for (const [k,arr] of Object.entries(c.inputs||{})) { const key=k+'|'+c.calendarName; const nm=c.i18n&&c.i18n.names&&c.i18n.names[k]; if(nm && !feasts[key].names[loc]) feasts[key].names[loc]=nm; }
  }
}
fs.writeFileSync(require('path').join(process.argv[2]||'.','romcal_martyrology.json'), JSON.stringify(out));
fs.writeFileSync(require('path').join(process.argv[2]||'.','romcal_feasts.json'), JSON.stringify(Object.values(feasts)));
console.log(Object.keys(out).length, Object.keys(feasts).length);
