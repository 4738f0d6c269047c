"""``tools/call``: a tool call run as the A2A 0.3 ``message/send`` of its skill.

The call is rewritten into one message and handed to ``A2ARequestHandler.handle`` with the
caller's bearer token, so the tokens, plans, the rate pool (``chat`` is catholic_qa, the
expensive variant), the task store and the skills are shared. The finished task becomes
the tool result: the artifact's data part as ``structuredContent`` and its text (or that
data as JSON) as text content. A failed task, or input a skill rejects, is a tool error
(``isError: true``) the model can read and correct; a refused call (401/403/429) is a
JSON-RPC error with that HTTP status.
"""

from __future__ import annotations

import json
import uuid
from typing import Any

from ecclesia.protocol import errors
from ecclesia.protocol.errors import JsonRpcError
from ecclesia.protocol.handler import A2ARequestHandler, RpcResponse
from ecclesia.protocol.mcp.tools import TOOLS_BY_NAME, Tool


def call_tool(handler: A2ARequestHandler, request_id: Any, params: dict[str, Any], authorization: str | None,
              deadline: float) -> RpcResponse:
    """Answer one ``tools/call`` request.

    Args:
        handler: the A2A 0.3 handler the skill runs through.
        request_id: the JSON-RPC id to answer with.
        params: the request's ``params`` (``name`` and ``arguments``).
        authorization: the ``Authorization`` header value, if any.
        deadline: ``time.monotonic()`` by which the answer must be written.

    Raises:
        JsonRpcError: -32602 for an unknown tool.
    """
    name = params.get("name")
    tool = TOOLS_BY_NAME.get(name) if isinstance(name, str) else None
    if tool is None:
        raise JsonRpcError(errors.INVALID_PARAMS, f"Unknown tool: {name}", {"available": list(TOOLS_BY_NAME)})
    arguments = params.get("arguments") or {}
    problem = _argument_problem(tool, arguments)
    if problem:
        return _tool_result(request_id, [problem], None, is_error=True)

    message = _a2a_message(tool, arguments)
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "message/send", "params": {"message": message}})
    answer = handler.handle(body, authorization, deadline)
    error = answer.body.get("error")
    if error is not None:
        if error["code"] == errors.INVALID_PARAMS:
            # Input a skill cannot serve: tell the model, so it can correct the call.
            return _tool_result(request_id, [error["message"]], None, is_error=True)
        return RpcResponse(answer.status, {"jsonrpc": "2.0", "id": request_id, "error": error}, answer.headers)

    task = answer.body["result"]
    meta = {"ecclesia/taskId": task["id"], "ecclesia/contextId": task["contextId"]}
    if task.get("status", {}).get("state") != "completed":
        reason = "".join(p.get("text", "") for p in (task["status"].get("message") or {}).get("parts", []))
        return _tool_result(request_id, [reason or "The tool could not complete this request."], None,
                            is_error=True, meta=meta)
    parts = [p for artifact in task.get("artifacts", []) for p in artifact.get("parts", [])]
    data = [p["data"] for p in parts if p.get("kind") == "data"]
    structured = _structured(data)
    texts = [p["text"] for p in parts if p.get("kind") == "text"]
    if structured is not None:
        # MCP: a tool returning structured content also returns it serialized as text.
        texts.append(json.dumps(structured, ensure_ascii=False))
    return _tool_result(request_id, texts, structured, is_error=False, meta=meta)


def _structured(data_parts: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The artifact's data parts as one object (structuredContent must be an object):
    merged when their keys are distinct (catholic_qa's citations and related questions),
    else listed under ``parts``; None for a text-only skill (readings, martyrology)."""
    if not data_parts:
        return None
    keys = [key for part in data_parts for key in part]
    if len(keys) == len(set(keys)):
        return {key: value for part in data_parts for key, value in part.items()}
    return {"parts": data_parts}



def _tool_result(request_id: Any, texts: list[str], structured: dict[str, Any] | None, *, is_error: bool,
                 meta: dict[str, Any] | None = None) -> RpcResponse:
    result: dict[str, Any] = {"content": [{"type": "text", "text": t} for t in texts], "isError": is_error}
    if structured is not None:
        result["structuredContent"] = structured
    if meta:
        result["_meta"] = meta
    return RpcResponse(200, {"jsonrpc": "2.0", "id": request_id, "result": result})


def _a2a_message(tool: Tool, arguments: dict[str, Any]) -> dict[str, Any]:
    data = {k: v for k, v in arguments.items() if k not in (tool.text_argument, "context_id")}
    text = arguments.get(tool.text_argument) if tool.text_argument else None
    if tool.text_argument and text is None:
        text = tool.text_default
    parts: list[dict[str, Any]] = []
    if text is not None:
        parts.append({"kind": "text", "text": text})
    if data or not parts:
        parts.append({"kind": "data", "data": data})
    message = {"role": "user", "kind": "message", "messageId": f"mcp-{uuid.uuid4()}", "parts": parts,
               "metadata": {"skillId": tool.skill_id}}
    if arguments.get("context_id"):
        message["contextId"] = arguments["context_id"]
    return message


def _argument_problem(tool: Tool, arguments: Any) -> str | None:
    """What is wrong with the arguments against the tool's input schema, or None.

    Checks the JSON Schema subset the tool schemas use: object, string (minLength,
    maxLength), integer (minimum, maximum), required, anyOf-of-required and
    additionalProperties: false.
    """
    if not isinstance(arguments, dict):
        return "arguments: expected an object"
    schema = tool.input_schema
    properties = schema["properties"]
    for key, value in arguments.items():
        spec = properties.get(key)
        if spec is None:
            return f"arguments.{key}: unknown argument; accepted: {', '.join(properties)}"
        if spec["type"] == "string":
            if not isinstance(value, str):
                return f"arguments.{key}: expected a string"
            if len(value.strip()) < spec.get("minLength", 0):
                return f"arguments.{key}: must not be empty"
            if len(value) > spec.get("maxLength", 1 << 30):
                return f"arguments.{key}: at most {spec['maxLength']} characters"
        elif spec["type"] == "integer":
            if isinstance(value, bool) or not isinstance(value, int):
                return f"arguments.{key}: expected an integer"
            if not spec.get("minimum", value) <= value <= spec.get("maximum", value):
                return f"arguments.{key}: expected {spec['minimum']} to {spec['maximum']}"
    missing = [key for key in schema.get("required", []) if key not in arguments]
    if missing:
        return f"arguments.{missing[0]}: required"
    alternatives = schema.get("anyOf")
    if alternatives and not any(all(k in arguments for k in alt["required"]) for alt in alternatives):
        return "arguments: give " + " or ".join(alt["required"][0] for alt in alternatives)
    return None
