"""MCP lifecycle and discovery: revision negotiation (``initialize``) and the RFC 9728
protected-resource metadata a 401 points clients at.

Kept apart from the endpoint because these are the facts a client learns about the
server before it calls a tool: which protocol revisions it speaks, what it is called,
and who issues the tokens it accepts.
"""

from __future__ import annotations

from typing import Any

from ecclesia import __version__

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


def protected_resource_metadata(base_url: str, issuer: str) -> dict[str, Any]:
    """RFC 9728 metadata of the MCP endpoint: who issues the tokens it accepts."""
    return {
        "resource": base_url.rstrip("/") + MCP_PATH,
        "authorization_servers": [issuer] if issuer else [],
        "bearer_methods_supported": ["header"],
        "resource_name": "ecclesia MCP server",
    }


def initialize_result(params: dict[str, Any]) -> dict[str, Any]:
    """The ``initialize`` result: the requested revision if spoken, else the newest."""
    requested = params.get("protocolVersion")
    version = requested if requested in PROTOCOL_VERSIONS else PROTOCOL_VERSIONS[0]
    return {
        "protocolVersion": version,
        "capabilities": {"tools": {"listChanged": False}},
        "serverInfo": {"name": SERVER_NAME, "title": "ecclesia", "version": __version__},
        "instructions": INSTRUCTIONS,
    }
