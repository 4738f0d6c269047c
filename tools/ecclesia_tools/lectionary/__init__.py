"""Build-time code of the lectionary data area (never shipped to Lambda)."""
