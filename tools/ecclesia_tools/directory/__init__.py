"""Build-time code of the directory data area (never shipped to Lambda)."""
