"""Build-time code of the martyrology data area (never shipped to Lambda)."""
