"""The fixed vocabulary of A2A 1.0: version strings, error codes and domains, enum names.

Kept apart so the shape conversion, the error mapping and the method table can share
these names without importing one another (A2A 1.0 specification, sections 4 and 5.4).
"""

from __future__ import annotations

VERSION = "1.0"
SUPPORTED_VERSIONS = ("0.3", "1.0")
A2A_DOMAIN = "a2a-protocol.org"
OUR_DOMAIN = "ecclesia"
ERROR_INFO = "type.googleapis.com/google.rpc.ErrorInfo"
BAD_REQUEST = "type.googleapis.com/google.rpc.BadRequest"
RETRY_INFO = "type.googleapis.com/google.rpc.RetryInfo"

# 1.0 A2A-specific error codes (specification section 5.4).
TASK_NOT_FOUND = -32001
TASK_NOT_CANCELABLE = -32002
PUSH_NOT_SUPPORTED = -32003
UNSUPPORTED_OPERATION = -32004
EXTENDED_CARD_NOT_CONFIGURED = -32007
VERSION_NOT_SUPPORTED = -32009

ROLE_TO_V03 = {"ROLE_USER": "user", "ROLE_AGENT": "agent", 1: "user", 2: "agent"}
ROLE_TO_V1 = {"user": "ROLE_USER", "agent": "ROLE_AGENT"}
STATE_TO_V1 = {
    "submitted": "TASK_STATE_SUBMITTED",
    "working": "TASK_STATE_WORKING",
    "input-required": "TASK_STATE_INPUT_REQUIRED",
    "completed": "TASK_STATE_COMPLETED",
    "canceled": "TASK_STATE_CANCELED",
    "failed": "TASK_STATE_FAILED",
    "rejected": "TASK_STATE_REJECTED",
    "auth-required": "TASK_STATE_AUTH_REQUIRED",
}
STATE_TO_V03 = {v1: v03 for v03, v1 in STATE_TO_V1.items()}
