"""Transport layer: API Gateway HTTP API events in, HTTP responses out."""
