"""The JSON object a language model must reply with, and its validation.

The prompt asks for exactly this shape; nothing the model says is trusted beyond it. Passage
numbers are checked against retrieval later (``grounding``), not here.
"""

from __future__ import annotations

import json
import re

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ecclesia.answering.errors import MalformedOutput

_FENCE = re.compile(r"^```(?:json)?\s*(.*?)\s*```$", re.DOTALL | re.IGNORECASE)


class ModelAnswer(BaseModel):
    model_config = ConfigDict(extra="ignore")

    answer: str = Field(min_length=1)
    used_passages: list[int] = Field(default_factory=list)
    related_questions: list[str] = Field(default_factory=list)

    @field_validator("answer")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("answer is blank")
        return value.strip()


def parse_model_answer(raw: str) -> ModelAnswer:
    """Validate the model's reply; tolerate a code fence or prose around one JSON object."""
    text = raw.strip()
    fenced = _FENCE.match(text)
    if fenced:
        text = fenced.group(1)
    if not text.startswith("{"):
        start, end = text.find("{"), text.rfind("}")
        if start < 0 or end <= start:
            raise MalformedOutput("reply holds no JSON object")
        text = text[start : end + 1]
    try:
        payload = json.loads(text)
    except json.JSONDecodeError as exc:
        raise MalformedOutput(f"reply is not valid JSON: {exc.msg}") from None
    if not isinstance(payload, dict):
        raise MalformedOutput("reply is not a JSON object")
    try:
        return ModelAnswer.model_validate(payload)
    except ValidationError as exc:
        fields = ", ".join(".".join(str(p) for p in err["loc"]) for err in exc.errors())
        raise MalformedOutput(f"reply has invalid fields: {fields}") from None
