"""The A2A 1.0 agent card, derived from the 0.3 card so both always describe one agent."""

from __future__ import annotations

from typing import Any


def agent_card_v1(card_v03: dict[str, Any]) -> dict[str, Any]:
    """The 1.0 agent card, from the 0.3 card the same registry builds (section 8)."""
    schemes = {}
    for name, scheme in card_v03.get("securitySchemes", {}).items():
        fields = {k: v for k, v in scheme.items() if k != "type"}
        if scheme.get("type") == "http":
            schemes[name] = {"httpAuthSecurityScheme": fields}
    capabilities = card_v03.get("capabilities", {})
    return {
        "name": card_v03["name"],
        "description": card_v03["description"],
        "supportedInterfaces": card_v03["supportedInterfaces"],
        "version": card_v03["version"],
        "capabilities": {"streaming": bool(capabilities.get("streaming")),
                         "pushNotifications": bool(capabilities.get("pushNotifications")),
                         "extendedAgentCard": False},
        "securitySchemes": schemes,
        "securityRequirements": [{"schemes": {name: {"list": scopes} for name, scopes in requirement.items()}}
                                 for requirement in card_v03.get("security", [])],
        "defaultInputModes": card_v03["defaultInputModes"],
        "defaultOutputModes": card_v03["defaultOutputModes"],
        "skills": card_v03["skills"],
    }
