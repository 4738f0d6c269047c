"""Build-time code of the documents data area (never shipped to Lambda)."""
