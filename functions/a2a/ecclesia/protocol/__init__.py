"""Protocol layer: JSON-RPC envelope, A2A models, dispatch and the agent card."""
