"""Services: task store, authentication, plans and rate limits. Knows nothing of JSON-RPC."""
