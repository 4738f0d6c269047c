import json

from ecclesia.data.calendar import calendars
from ecclesia_tools.calendar import bundle_build


def test_bundle_build_copies_every_calendar(tmp_path):
    report = bundle_build.build(tmp_path)
    copied = sorted(p.stem for p in (tmp_path / "calendar").glob("*.json"))
    assert copied == sorted(calendars()) == sorted(report["calendars"])
    general = json.loads((tmp_path / "calendar" / "general.json").read_text(encoding="utf-8"))
    assert report["calendars"]["general"] == len(general["celebrations"]) > 200
