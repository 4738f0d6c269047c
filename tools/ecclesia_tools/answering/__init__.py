"""Build-time tools of the answer pipeline: the catholic_qa question set and its judge."""
