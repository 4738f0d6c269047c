"""Helpers for the answering tests that run through the default bundle's real index."""

from ecclesia.data.documents.references import parse_heading, parse_reference


def within(citation, *references):
    """Whether a citation's passage overlaps one of the scripture ``references``."""
    heading = parse_heading(citation.cited_text_heading)
    return heading is not None and any(parse_reference(r).overlaps(heading) for r in references)
