"""A2A 1.0 on the JSON-RPC endpoint: the 1.0 wire format, converted at the edge.

A request whose ``A2A-Version`` header (or query parameter) names 1.0 comes here; every
other request is A2A 0.3 and never imports this package. Nothing here runs a skill, counts
a request or stores a task: ``SendMessage``, ``GetTask`` and ``CancelTask`` are rewritten
into the 0.3 calls ``message/send``, ``tasks/get`` and ``tasks/cancel`` and handed to the
same ``A2ARequestHandler.handle`` a 0.3 caller reaches, with the same bearer token and
deadline; the 0.3 answer is then rewritten into 1.0 shapes. So authentication, plans, the
rate pool, idempotency, limits and the task store are one code path under two wire formats.

Only ``ListTasks`` has no 0.3 counterpart: it authenticates through the handler and reads
the task store's ``by_owner`` index directly.

The modules, by responsibility:

- ``vocabulary``: version strings, 1.0 error codes and domains, enum names;
- ``shapes``: request parameters 1.0 -> 0.3, tasks and messages 0.3 -> 1.0 (kind-less
  parts, ProtoJSON enums, ``Z`` timestamps; ``SendMessage`` answers ``{"task": Task}``);
- ``error_mapping``: 0.3 errors as 1.0 codes with ``google.rpc`` details;
- ``methods``: ``ListTasks`` and the methods this agent refuses (streaming, push);
- ``endpoint``: ``A2AV1Endpoint``, which routes a request through the above;
- ``card``: the 1.0 agent card.

This package re-exports the names other modules use, so ``ecclesia.protocol.a2a_v1``
reads as one module from outside.
"""

from ecclesia.protocol.a2a_v1.card import agent_card_v1
from ecclesia.protocol.a2a_v1.endpoint import A2AV1Endpoint
from ecclesia.protocol.a2a_v1.error_mapping import A2AError, version_not_supported
from ecclesia.protocol.a2a_v1.methods import DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, UNSUPPORTED
from ecclesia.protocol.a2a_v1.shapes import REWRITTEN, message_to_v1, task_to_v1
from ecclesia.protocol.a2a_v1.vocabulary import (
    A2A_DOMAIN,
    BAD_REQUEST,
    ERROR_INFO,
    EXTENDED_CARD_NOT_CONFIGURED,
    OUR_DOMAIN,
    PUSH_NOT_SUPPORTED,
    RETRY_INFO,
    ROLE_TO_V03,
    ROLE_TO_V1,
    STATE_TO_V03,
    STATE_TO_V1,
    SUPPORTED_VERSIONS,
    TASK_NOT_CANCELABLE,
    TASK_NOT_FOUND,
    UNSUPPORTED_OPERATION,
    VERSION,
    VERSION_NOT_SUPPORTED,
)

__all__ = [
    "A2A_DOMAIN", "BAD_REQUEST", "DEFAULT_PAGE_SIZE", "ERROR_INFO", "EXTENDED_CARD_NOT_CONFIGURED", "MAX_PAGE_SIZE",
    "OUR_DOMAIN", "PUSH_NOT_SUPPORTED", "RETRY_INFO", "REWRITTEN", "ROLE_TO_V03", "ROLE_TO_V1", "STATE_TO_V03",
    "STATE_TO_V1", "SUPPORTED_VERSIONS", "TASK_NOT_CANCELABLE", "TASK_NOT_FOUND", "UNSUPPORTED",
    "UNSUPPORTED_OPERATION", "VERSION", "VERSION_NOT_SUPPORTED", "A2AError", "A2AV1Endpoint", "agent_card_v1",
    "message_to_v1", "task_to_v1", "version_not_supported",
]
