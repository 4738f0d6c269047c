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

The modules, by responsibility: ``lifecycle`` (revisions, ``initialize``, the
protected-resource metadata), ``tools`` (the tool table and schemas), ``tool_call`` (a
tool call as an A2A ``message/send``, and its task as a tool result) and ``endpoint``
(``McpEndpoint``: the JSON-RPC envelope and routing). This package re-exports the names
other modules use, so ``ecclesia.protocol.mcp`` reads as one module from outside.
"""

from ecclesia.protocol.mcp.endpoint import McpEndpoint
from ecclesia.protocol.mcp.lifecycle import (
    INSTRUCTIONS,
    MCP_PATH,
    PROTECTED_RESOURCE_PATHS,
    PROTOCOL_VERSIONS,
    SERVER_NAME,
    protected_resource_metadata,
)
from ecclesia.protocol.mcp.tools import TOOLS, TOOLS_BY_NAME, Tool, tool_list

__all__ = [
    "INSTRUCTIONS", "MCP_PATH", "PROTECTED_RESOURCE_PATHS", "PROTOCOL_VERSIONS", "SERVER_NAME", "TOOLS",
    "TOOLS_BY_NAME", "McpEndpoint", "Tool", "protected_resource_metadata", "tool_list",
]
