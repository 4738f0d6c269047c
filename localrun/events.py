"""Render the sample events in ``events/`` for replay.

The files are HTTP API (payload 2.0) events exactly as API Gateway hands them to the
function. Bearer tokens expire and task ids depend on the caller, so the files carry
placeholders that this module fills in:

- ``{{DEV_TOKEN_PRO}}`` / ``{{DEV_TOKEN_FREE}}``: a fresh development token (local key);
- ``{{TASK_ID_OF:<messageId>}}``: the id of the task that message creates for that caller.

    python -m localrun.events events/message-send-pope_lookup.json > /tmp/event.json
"""

from __future__ import annotations

import json
import re
import sys
from functools import cache
from pathlib import Path
from typing import Any

EVENTS_DIR = Path(__file__).resolve().parents[1] / "events"
EVENT_USER = "event-replay"
_PLACEHOLDER = re.compile(r"\{\{([A-Z_]+)(?::([^}]+))?\}\}")


@cache
def _token(plan: str) -> str:
    from ecclesia.services import dev_tokens

    return dev_tokens.issue_token(plan=plan, user=EVENT_USER, ttl_seconds=3600)


def render(text: str) -> dict[str, Any]:
    from ecclesia.services.task_store import task_id_for

    def fill(match: re.Match[str]) -> str:
        name, arg = match.group(1), match.group(2)
        if name.startswith("DEV_TOKEN_"):
            return _token(name.removeprefix("DEV_TOKEN_").lower())
        if name == "TASK_ID_OF" and arg:
            return task_id_for(EVENT_USER, arg)
        raise KeyError(f"unknown placeholder {match.group(0)}")

    return json.loads(_PLACEHOLDER.sub(fill, text))


def event_files() -> list[Path]:
    return sorted(EVENTS_DIR.glob("*.json"))


def main(argv: list[str] | None = None) -> int:
    args = argv if argv is not None else sys.argv[1:]
    if len(args) != 1:
        print("usage: python -m localrun.events events/<name>.json", file=sys.stderr)
        return 2
    json.dump(render(Path(args[0]).read_text()), sys.stdout, indent=2)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
