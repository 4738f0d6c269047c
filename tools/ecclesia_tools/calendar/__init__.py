"""Build-time code of the calendar data area (never shipped to Lambda)."""
