"""Decoding a request body into JSON, refusing what could not be answered or stored safely.

Python's ``json`` accepts more than a response can carry back, so the body is checked here,
once, before anything else reads it:

- **Size**: at most ``MAX_BODY_BYTES`` (-32600).
- **Encoding**: UTF-8 (or the UTF-16/32 that RFC 8259 detection allows); a body that is not
  valid Unicode, or a string that holds a lone surrogate (``"\\ud800"`` is valid JSON
  syntax but no Unicode text), is a parse error (-32700). Such a string could be echoed in
  an error, stored in a task's history and then fail to encode in every later answer.
- **Numbers**: ``NaN``, ``Infinity`` and literals that overflow a float (``1e999``) are a
  parse error: JSON has no such values and echoing them would make the answer invalid JSON.
- **Depth**: objects and arrays nested deeper than ``MAX_JSON_DEPTH`` are refused (-32600).
  The A2A envelope needs 6 levels (request, params, message, parts, part, data); 32 leaves
  room for any real data part while keeping every later walk (pydantic, ``json.dumps``)
  far from Python's recursion limit. Input nested beyond what the parser itself can
  recurse into is refused the same way, never with an internal error.

The result is either the decoded value or the ``JsonRpcError`` to answer with.
"""

from __future__ import annotations

import json
import math
from typing import Any

from ecclesia.protocol import errors
from ecclesia.protocol.errors import JsonRpcError

MAX_BODY_BYTES = 256 * 1024
MAX_JSON_DEPTH = 32


def decode_body(body: str | bytes | None) -> Any | JsonRpcError:
    """The decoded JSON body, or the JsonRpcError to answer once the caller is known."""
    if body is None or body in ("", b""):
        return errors.parse_error("empty request body")
    if isinstance(body, str):
        try:
            raw = body.encode("utf-8")
        except UnicodeEncodeError:
            return errors.parse_error("the body is not valid Unicode text")
    else:
        raw = body
    if len(raw) > MAX_BODY_BYTES:
        return errors.invalid_request(f"request body is {len(raw)} bytes; the limit is {MAX_BODY_BYTES}")
    try:
        value = json.loads(raw, parse_constant=_refuse_constant, parse_float=_finite_float)
    except RecursionError:
        return _too_deep()
    except UnicodeDecodeError:
        return errors.parse_error("the body is not valid UTF-8")
    except ValueError as exc:
        return errors.parse_error(f"invalid JSON: {exc}")
    problem = _first_problem(value)
    if problem is not None:
        return problem
    return value


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON value")


def _finite_float(literal: str) -> float:
    number = float(literal)
    if not math.isfinite(number):
        raise ValueError(f"the number {literal[:40]} does not fit a double")
    return number


def _too_deep() -> JsonRpcError:
    return errors.invalid_request(f"the JSON is nested too deeply; the limit is {MAX_JSON_DEPTH} levels")


def _first_problem(value: Any) -> JsonRpcError | None:
    """Walk the value without recursion: nesting depth and lone surrogates in any string."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            if not _is_unicode(item):
                return errors.parse_error("a string holds a lone surrogate (\\ud800-\\udfff); send valid Unicode")
        elif isinstance(item, dict):
            if depth > MAX_JSON_DEPTH:
                return _too_deep()
            for key, child in item.items():
                if not _is_unicode(key):
                    return errors.parse_error("a key holds a lone surrogate (\\ud800-\\udfff); send valid Unicode")
                stack.append((child, depth + 1))
        elif isinstance(item, list):
            if depth > MAX_JSON_DEPTH:
                return _too_deep()
            stack.extend((child, depth + 1) for child in item)
    return None


def _is_unicode(text: str) -> bool:
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
