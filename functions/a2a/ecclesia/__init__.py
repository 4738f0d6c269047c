"""ecclesia: an A2A JSON-RPC service for Catholic knowledge.

Layers, each depending only on the ones after it:
transport -> protocol -> services -> skills -> data.
"""

__version__ = "0.1.0"
