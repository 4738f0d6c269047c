"""Helpers for the answering tests that run through the default bundle's real index."""

import time

from ecclesia.answering import answer_question, catalogue
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.data.documents.references import parse_heading, parse_reference


def ask(question, conversation=()):
    """As the service answers, extractively: the index searched and its corpus statistics read
    (use with the ``search`` fixture, which loads the default bundle), no catalogue; after the
    earlier turns ``conversation`` when given."""
    return answer_question(question, deadline=time.monotonic() + 25, conversation=conversation,
                           answerer=ExtractiveAnswerer(), catalogue=catalogue.no_catalogue)


def within(citation, *references):
    """Whether a citation's passage overlaps one of the scripture ``references``."""
    heading = parse_heading(citation.cited_text_heading)
    return heading is not None and any(parse_reference(r).overlaps(heading) for r in references)


def assert_first_quote_within(question, *references):
    """Ask ``question`` (``ask``) and assert that it is answered and that its first quote
    overlaps one of the scripture ``references``."""
    answer = ask(question)
    assert answer.citations, answer.text
    assert within(answer.citations[0], *references), answer.citations[0].cited_text_heading
