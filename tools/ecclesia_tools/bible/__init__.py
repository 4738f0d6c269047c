"""Build-time code of the bible data area (never shipped to Lambda)."""
