"""Test doubles shared by the answering tests: passages (and passages as judged), a retriever, a scripted model."""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ecclesia.answering.budget import Budget, RetryPolicy
from ecclesia.answering.errors import ProviderError
from ecclesia.answering.prompt import Prompt
from ecclesia.data.documents.model import DocumentMeta, Passage  # the real records search returns

if TYPE_CHECKING:
    from ecclesia.answering.relevance import Judged


def passage(number: int, text: str, *, title: str | None = None, heading: str | None = None,
            language: str | None = "en", document_id: str | None = None) -> Passage:
    document = DocumentMeta(
        id=document_id or f"doc-{number}", title=title or f"Document {number}", author=f"Author {number}",
        year=1900 + number, reference=f"Ref {number}", url=f"https://example.org/doc-{number}",
        language=language,
    )
    return Passage(passage_id=f"p{number}", document=document, heading=heading, text=text, score=1.0 / number)


def judged(number: int, score: float, heading: str, *, text: str | None = None, relevant: bool = True,
           named: str | None = None, specific: bool = False) -> Judged:
    """A passage as ``relevance.judge`` leaves it (its text "Passage N." unless given)."""
    from ecclesia.answering.relevance import Judged

    return Judged(passage(number, text or f"Passage {number}.", heading=heading), score, relevant, named, specific)


BAPTISM = passage(1, "Holy Baptism is the basis of the whole Christian life. Through Baptism we are "
                     "freed from sin and reborn as children of God.",
                  title="Catechism of the Catholic Church", heading="The Sacrament of Baptism")
INFANTS = passage(2, "Born with a fallen human nature, children also have need of the new birth in "
                     "Baptism. The Church has baptized infants since the earliest times.",
                  title="Catechism of the Catholic Church", heading="The Baptism of Infants")
EUCHARIST = passage(3, "The Eucharist is the source and summit of the Christian life.",
                    title="Lumen Gentium", heading="Chapter II")
CORPUS = (BAPTISM, INFANTS, EUCHARIST)


class FakeRetriever:
    def __init__(self, results: Sequence[Passage] = CORPUS) -> None:
        self.results = list(results)
        self.queries: list[str] = []

    def __call__(self, query: str, limit: int) -> list[Passage]:
        self.queries.append(query)
        return self.results[:limit]


def model_json(answer: str, used: Iterable[int] = (), related: Iterable[str] = ()) -> str:
    return json.dumps({"answer": answer, "used_passages": list(used),
                       "related_questions": list(related)})


@dataclass
class ScriptedModel:
    """A ChatModel replying with scripted texts or raising scripted ProviderErrors."""

    replies: list[str | ProviderError]
    name: str = "scripted"
    prompts: list[Prompt] = field(default_factory=list)
    timeouts: list[float] = field(default_factory=list)

    def complete(self, prompt: Prompt, timeout: float) -> str:
        self.prompts.append(prompt)
        self.timeouts.append(timeout)
        reply = self.replies.pop(0)
        if isinstance(reply, ProviderError):
            raise reply
        return reply


def budget(seconds: float = 20.0) -> Budget:
    return Budget(time.monotonic() + seconds)


def no_sleep_policy(**overrides) -> RetryPolicy:
    """The production policy, except that backoff sleeps are recorded instead of slept."""
    overrides.setdefault("sleep", [].append)
    return RetryPolicy(**overrides)
