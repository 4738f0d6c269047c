"""MCP (Model Context Protocol) front end: the skills as ten tools, over stateless HTTP.

``POST /mcp`` speaks MCP's Streamable HTTP transport in its simplest legal form: every
POST carries one JSON-RPC message and gets one ``application/json`` answer (or ``202
Accepted`` for a notification); no session id is issued, no SSE stream is opened (``GET``
and ``DELETE`` are 405), so one Lambda invocation serves one message and any container
can serve the next. Protocol revisions 2025-03-26 to 2025-11-25 are negotiated through
``initialize``. A client probing the stateless 2026 envelope (``server/discover`` with
``MCP-Protocol-Version: 2026-07-28``) gets 400, as the transport requires for a version the
server does not speak (-32601 without the header), and falls back to ``initialize``, as
the official client does.

Why not the ``mcp`` SDK's server here: its Streamable HTTP server is an ASGI application
driven by an async session manager and task group that expects a long-lived process; a
Lambda invocation is one request in, one response out. The subset needed (initialize,
ping, tools/list, tools/call) is a few JSON-RPC methods, and adding the SDK (with
Starlette, uvicorn and anyio) to the dependency layer would cost cold start for nothing.
The official ``mcp`` client is what the tests talk to this endpoint with.

A tool call runs exactly what an A2A 0.3 ``message/send`` runs: it is rewritten into one
and handed to ``A2ARequestHandler.handle`` with the caller's bearer token, so the tokens,
plans, the rate pool (``chat`` is catholic_qa, the expensive variant), the task store and
the skills are shared. The finished task becomes the tool result: the artifact's data part
as ``structuredContent`` and its text (or that data as JSON) as text content. A failed
task, or input a skill rejects, is a tool error (``isError: true``) the model can read and
correct; a refused call (401/403/429) is a JSON-RPC error with that HTTP status.

Authorization follows MCP's authorization spec: 401 carries ``WWW-Authenticate: Bearer
resource_metadata="<base>/.well-known/oauth-protected-resource/mcp"`` and that document
(RFC 9728) names the token issuer the A2A endpoint trusts.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from typing import Any

from ecclesia import __version__
from ecclesia.protocol import errors
from ecclesia.protocol.errors import JsonRpcError
from ecclesia.protocol.handler import A2ARequestHandler, RpcResponse
from ecclesia.protocol.json_input import decode_body

MCP_PATH = "/mcp"
PROTECTED_RESOURCE_PATHS = ("/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/mcp")
# Revisions with the initialize handshake whose Streamable HTTP transport this serves;
# newest first. An unknown requested revision gets the newest (MCP lifecycle rules).
PROTOCOL_VERSIONS = ("2025-11-25", "2025-06-18", "2025-03-26")
SERVER_NAME = "ecclesia"
INSTRUCTIONS = (
    "Catholic knowledge: cited answers (chat), Church document search and fetch, Mass "
    "readings, the Roman Martyrology, and directory lookups of saints, persons, popes and "
    "dioceses. Every tool answers synchronously; results carry structured data."
)


@dataclass(frozen=True, slots=True)
class Tool:
    """One MCP tool: a skill offered under a tool name, with its input schema."""

    name: str
    skill_id: str
    title: str
    description: str
    input_schema: dict[str, Any]
    # Arguments sent as the A2A message's text part rather than inside its data part.
    text_argument: str | None = None
    text_default: str | None = None


def _string(description: str, **extra: Any) -> dict[str, Any]:
    return {"type": "string", "minLength": 1, "description": description, **extra}


def _lookup(name: str, skill_id: str, title: str, what: str, id_field: str, id_help: str, **more: Any) -> Tool:
    properties = {"query": _string(f"A name or description of the {what}, as a person would write it.", maxLength=300),
                  id_field: _string(id_help, maxLength=300), **more}
    return Tool(name, skill_id, title,
                f"Look up a {what} in the directory by name (nicknames, other languages and typos are "
                f"tolerated) or by {id_field}. Answers the best match with alternates, or says it is not held.",
                {"type": "object", "properties": properties,
                 "anyOf": [{"required": ["query"]}, {"required": [id_field]}], "additionalProperties": False})


TOOLS: tuple[Tool, ...] = (
    Tool("chat", "catholic_qa", "Ask a question",
         "Answer a question about Catholic teaching, history, liturgy or practice from the knowledge base "
         "of Church documents, with numbered citations. Pass the context_id of an earlier answer to ask a "
         "follow-up.",
         {"type": "object", "properties": {
             "question": _string("The question, in any language.", maxLength=4000),
             "context_id": _string("The context_id of an earlier chat answer, to ask a follow-up question.",
                                   maxLength=256)},
          "required": ["question"], "additionalProperties": False},
         text_argument="question"),
    Tool("search", "document_search", "Search Church documents",
         "Search the Church documents held (Scripture, commentary, texts the operator loaded) together with "
         "the catalogue of magisterial documents (encyclicals, councils, Catechism: titles, dates, official "
         "URLs), and list the best matches with their ids for fetch.",
         {"type": "object", "properties": {
             "query": _string("What to search for.", maxLength=1000),
             "limit": {"type": "integer", "minimum": 1, "maximum": 50, "description": "How many results (default 10)."}},
          "required": ["query"], "additionalProperties": False}),
    Tool("fetch", "document_fetch", "Fetch a document",
         "Fetch one document by the id that search or chat citations give: a long document comes in pages "
         "(the result names next_page), a passage id gives that passage with its neighbours, and a catalogued "
         "document whose text is not loaded gives its facts and official URL.",
         {"type": "object", "properties": {
             "id": _string("The document id, or a passage id from search.", maxLength=300),
             "page": {"type": "integer", "minimum": 1, "description": "Which page of a long document (default 1)."},
             "context": {"type": "integer", "minimum": 0, "maximum": 10,
                         "description": "For a passage id: how many passages either side (default 2)."}},
          "required": ["id"], "additionalProperties": False}),
    Tool("get_mass_readings", "liturgical_readings", "Mass readings",
         "The celebration and the Mass readings of a day, with their texts.",
         {"type": "object", "properties": {
             "date": _string("YYYY-MM-DD, or words such as 'today', 'next Sunday', 'Easter 2027'. Default: today."),
             "calendar": _string("A national calendar id such as 'united_states'; default 'general'."),
             "timezone": _string("IANA time zone that decides what 'today' means, e.g. 'America/New_York'.")},
          "additionalProperties": False},
         text_argument="date", text_default="today"),
    Tool("get_martyrology", "saints_of_the_day", "Martyrology of the day",
         "The saints commemorated on a day in the Roman Martyrology.",
         {"type": "object", "properties": {
             "date": _string("YYYY-MM-DD, or words such as 'today' or 'March 19'. Default: today."),
             "timezone": _string("IANA time zone that decides what 'today' means.")},
          "additionalProperties": False},
         text_argument="date", text_default="today"),
    _lookup("get_saint", "saint_lookup", "Saint lookup", "saint or blessed", "saint_id", "A saint id from an earlier answer."),
    _lookup("get_person", "person_lookup", "Person lookup", "cardinal, bishop or other cleric", "person_id",
            "A person id from an earlier answer."),
    _lookup("get_pope", "pope_lookup", "Pope lookup", "pope", "pope_id", "A pope id from an earlier answer."),
    _lookup("get_diocese", "diocese_lookup", "Diocese lookup", "diocese or archdiocese", "source_code",
            "The diocese's source code from an earlier answer."),
    _lookup("get_diocese_statistics", "diocese_statistics_lookup", "Diocese statistics", "diocese whose statistics",
            "source_code", "The diocese's source code from an earlier answer.",
            start_year={"type": "integer", "minimum": 1, "maximum": 9999, "description": "First year of the series."},
            end_year={"type": "integer", "minimum": 1, "maximum": 9999, "description": "Last year of the series."}),
)
TOOLS_BY_NAME = {tool.name: tool for tool in TOOLS}


def tool_list() -> list[dict[str, Any]]:
    """The ``tools/list`` result: every tool, read-only and closed-world."""
    return [
        {"name": t.name, "title": t.title, "description": t.description, "inputSchema": t.input_schema,
         "annotations": {"title": t.title, "readOnlyHint": True, "openWorldHint": False}}
        for t in TOOLS
    ]


def protected_resource_metadata(base_url: str, issuer: str) -> dict[str, Any]:
    """RFC 9728 metadata of the MCP endpoint: who issues the tokens it accepts."""
    return {
        "resource": base_url.rstrip("/") + MCP_PATH,
        "authorization_servers": [issuer] if issuer else [],
        "bearer_methods_supported": ["header"],
        "resource_name": "ecclesia MCP server",
    }


class McpEndpoint:
    """One MCP JSON-RPC message in, one HTTP answer out."""

    def __init__(self, handler: A2ARequestHandler) -> None:
        self._handler = handler

    def handle(self, body: str | bytes | None, authorization: str | None, deadline: float,
               resource_metadata_url: str, protocol_version: str | None = None) -> RpcResponse | None:
        """The answer, or ``None`` for a notification or response (HTTP 202, no body).

        ``protocol_version`` is the ``MCP-Protocol-Version`` header; one this server does
        not speak is a 400, as the transport requires.
        """
        request_id: Any = None
        try:
            payload = _parse(body)
            if isinstance(payload, dict):
                request_id = _usable_id(payload.get("id"))
            self._authenticate(authorization, resource_metadata_url)
            if protocol_version and protocol_version not in PROTOCOL_VERSIONS:
                return RpcResponse(400, {"jsonrpc": "2.0", "id": request_id, "error": errors.invalid_request(
                    f"unsupported MCP-Protocol-Version {protocol_version!r}; supported: "
                    + ", ".join(PROTOCOL_VERSIONS)).to_dict()})
            if isinstance(payload, JsonRpcError):
                raise payload
            if isinstance(payload, list):
                raise errors.invalid_request("batches are not supported; send one JSON-RPC message per POST")
            if not isinstance(payload, dict) or payload.get("jsonrpc") != "2.0":
                raise errors.invalid_request('a JSON-RPC 2.0 message with "jsonrpc": "2.0" is required')
            method = payload.get("method")
            if "id" not in payload:
                if isinstance(method, str) and method.startswith("notifications/"):
                    return None  # initialized, cancelled, ...: nothing to answer
                if "result" in payload or "error" in payload:
                    return None  # a response to a server request (this server sends none)
                raise errors.invalid_request('"id" is required for a request')
            if request_id is None:
                raise errors.invalid_request('"id" must be a string or an integer')
            if not isinstance(method, str):
                raise errors.invalid_request('"method" is required and must be a string')
            params = payload.get("params") or {}
            if not isinstance(params, dict):
                raise errors.invalid_params("params: must be an object")
            if method == "initialize":
                result = _initialize(params)
            elif method == "ping":
                result = {}
            elif method == "tools/list":
                result = {"tools": tool_list()}
            elif method == "tools/call":
                return self._call_tool(request_id, params, authorization, deadline)
            else:
                raise errors.method_not_found(method)
            return RpcResponse(200, {"jsonrpc": "2.0", "id": request_id, "result": result})
        except JsonRpcError as error:
            return RpcResponse(error.http_status, {"jsonrpc": "2.0", "id": request_id, "error": error.to_dict()},
                               dict(error.headers))

    def _authenticate(self, authorization: str | None, resource_metadata_url: str) -> None:
        try:
            self._handler.authenticate(authorization)
        except JsonRpcError as error:
            if error.code == errors.UNAUTHORIZED:
                # MCP authorization: the challenge points at the protected-resource metadata.
                challenge = error.headers.get("WWW-Authenticate", 'Bearer realm="ecclesia"')
                error.headers["WWW-Authenticate"] = f'{challenge}, resource_metadata="{resource_metadata_url}"'
            raise

    def _call_tool(self, request_id: Any, params: dict[str, Any], authorization: str | None,
                   deadline: float) -> RpcResponse:
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
        answer = self._handler.handle(body, authorization, deadline)
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


def _initialize(params: dict[str, Any]) -> dict[str, Any]:
    requested = params.get("protocolVersion")
    version = requested if requested in PROTOCOL_VERSIONS else PROTOCOL_VERSIONS[0]
    return {
        "protocolVersion": version,
        "capabilities": {"tools": {"listChanged": False}},
        "serverInfo": {"name": SERVER_NAME, "title": "ecclesia", "version": __version__},
        "instructions": INSTRUCTIONS,
    }


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


def _parse(body: str | bytes | None) -> Any:
    # The same decoding as A2A 0.3: size, Unicode, NaN and the nesting limit (json_input).
    return decode_body(body)


def _usable_id(value: Any) -> str | int | None:
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        return None
    return value
