"""The embedded local run: the dispatcher behind a local HTTP gateway, on moto DynamoDB.

Nothing here is deployed; it emulates what API Gateway and AWS give the function, reading
routes, CORS, tables and environment from template.yaml rather than repeating them.
"""
