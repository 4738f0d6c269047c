"""The CORS policy of the contract.

The gateway answers preflight (template.yaml ``CorsConfiguration``), so deployed functions
never see OPTIONS. These values exist for the one case where the function is handed an
OPTIONS event directly (``sam local invoke -e events/options-preflight.json``); a test
checks that they match template.yaml, so the two cannot drift apart.
"""

ALLOW_ORIGINS = ("*",)
ALLOW_METHODS = ("POST", "OPTIONS")
ALLOW_HEADERS = ("Content-Type", "Authorization")
MAX_AGE_SECONDS = 86400


def preflight_headers() -> dict[str, str]:
    """The CORS headers of an answer to a preflight ``OPTIONS`` request."""
    return {
        "Access-Control-Allow-Origin": ", ".join(ALLOW_ORIGINS),
        "Access-Control-Allow-Methods": ", ".join(ALLOW_METHODS),
        "Access-Control-Allow-Headers": ", ".join(ALLOW_HEADERS),
        "Access-Control-Max-Age": str(MAX_AGE_SECONDS),
    }
