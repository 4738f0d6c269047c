"""The A2A v0.3 agent card, built from the skill registry.

Served publicly at ``/.well-known/agent-card.json`` (the v0.3 path) and
``/.well-known/agent.json`` (the older path many clients still probe).

Besides every 0.3 field, the card lists ``supportedInterfaces`` (A2A 1.0, section 8.3):
the same URL speaks 1.0 (``A2A-Version: 1.0``) and 0.3 (no header), 1.0 preferred. A 0.3
client ignores the field; a 1.0 client reads it and, from a card fetched with its
``A2A-Version: 1.0`` header, gets the pure 1.0 card (``protocol/a2a_v1/``).
"""

from __future__ import annotations

from typing import Any

from ecclesia import __version__
from ecclesia.skills import specs

PROTOCOL_VERSION = "0.3.0"
AGENT_NAME = "ecclesia"
AGENT_DESCRIPTION = (
    "Catholic knowledge for agents: cited answers, Church document search and fetch, Mass "
    "readings, the martyrology of the day, and directory lookups of saints, popes, clergy "
    "and dioceses. Every skill is synchronous: message/send returns a finished task."
)


def agent_card(endpoint_url: str) -> dict[str, Any]:
    """The A2A agent card of this deployment.

    Args:
        endpoint_url: the JSON-RPC endpoint the card advertises.

    Returns:
        The card as a JSON-ready dict, one entry per registered skill.
    """
    skills = [
        {
            "id": spec.id,
            "name": spec.name,
            "description": spec.description,
            "tags": list(spec.tags),
            "examples": list(spec.examples),
            "inputModes": list(spec.input_modes),
            "outputModes": list(spec.output_modes),
        }
        for spec in specs()
    ]
    return {
        "protocolVersion": PROTOCOL_VERSION,
        "name": AGENT_NAME,
        "description": AGENT_DESCRIPTION,
        "url": endpoint_url,
        "preferredTransport": "JSONRPC",
        "version": __version__,
        "capabilities": {"streaming": False, "pushNotifications": False, "stateTransitionHistory": True},
        "defaultInputModes": ["text/plain", "application/json"],
        "defaultOutputModes": ["text/plain", "application/json"],
        "securitySchemes": {
            "bearer": {
                "type": "http",
                "scheme": "bearer",
                "bearerFormat": "JWT",
                "description": "A per-user OAuth access token: Authorization: Bearer <token>.",
            }
        },
        "security": [{"bearer": []}],
        "skills": skills,
        "supportedInterfaces": [
            {"url": endpoint_url, "protocolBinding": "JSONRPC", "protocolVersion": "1.0"},
            {"url": endpoint_url, "protocolBinding": "JSONRPC", "protocolVersion": "0.3"},
        ],
    }
