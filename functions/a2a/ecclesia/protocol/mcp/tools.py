"""The MCP tool table: the ten skills as tools, with names, titles and input schemas.

What ``tools/list`` answers and what ``tools/call`` checks arguments against. A tool is
only a skill under another name: the mapping of its arguments onto an A2A message lives
in ``tool_call``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Tool:
    """One MCP tool: a skill offered under a tool name, with its input schema."""

    name: str
    skill_id: str
    title: str
    description: str
    input_schema: dict[str, Any]
    # Arguments sent as the A2A message's text part rather than inside its data part.
    text_argument: str | None = None
    text_default: str | None = None


def _string(description: str, **extra: Any) -> dict[str, Any]:
    return {"type": "string", "minLength": 1, "description": description, **extra}


def _lookup(name: str, skill_id: str, title: str, what: str, id_field: str, id_help: str, **more: Any) -> Tool:
    properties = {"query": _string(f"A name or description of the {what}, as a person would write it.", maxLength=300),
                  id_field: _string(id_help, maxLength=300), **more}
    return Tool(name, skill_id, title,
                f"Look up a {what} in the directory by name (nicknames, other languages and typos are "
                f"tolerated) or by {id_field}. Answers the best match with alternates, or says it is not held.",
                {"type": "object", "properties": properties,
                 "anyOf": [{"required": ["query"]}, {"required": [id_field]}], "additionalProperties": False})


TOOLS: tuple[Tool, ...] = (
    Tool("chat", "catholic_qa", "Ask a question",
         "Answer a question about Catholic teaching, history, liturgy or practice from the knowledge base "
         "of Church documents, with numbered citations. Pass the context_id of an earlier answer to ask a "
         "follow-up.",
         {"type": "object", "properties": {
             "question": _string("The question, in any language.", maxLength=4000),
             "context_id": _string("The context_id of an earlier chat answer, to ask a follow-up question.",
                                   maxLength=256)},
          "required": ["question"], "additionalProperties": False},
         text_argument="question"),
    Tool("search", "document_search", "Search Church documents",
         "Search the Church documents held (Scripture, commentary, texts the operator loaded) together with "
         "the catalogue of magisterial documents (encyclicals, councils, Catechism: titles, dates, official "
         "URLs), and list the best matches with their ids for fetch.",
         {"type": "object", "properties": {
             "query": _string("What to search for.", maxLength=1000),
             "limit": {"type": "integer", "minimum": 1, "maximum": 50, "description": "How many results (default 10)."}},
          "required": ["query"], "additionalProperties": False}),
    Tool("fetch", "document_fetch", "Fetch a document",
         "Fetch one document by the id that search or chat citations give: a long document comes in pages "
         "(the result names next_page), a passage id gives that passage with its neighbours, and a catalogued "
         "document whose text is not loaded gives its facts and official URL.",
         {"type": "object", "properties": {
             "id": _string("The document id, or a passage id from search.", maxLength=300),
             "page": {"type": "integer", "minimum": 1, "description": "Which page of a long document (default 1)."},
             "context": {"type": "integer", "minimum": 0, "maximum": 10,
                         "description": "For a passage id: how many passages either side (default 2)."}},
          "required": ["id"], "additionalProperties": False}),
    Tool("get_mass_readings", "liturgical_readings", "Mass readings",
         "The celebration and the Mass readings of a day, with their texts.",
         {"type": "object", "properties": {
             "date": _string("YYYY-MM-DD, or words such as 'today', 'next Sunday', 'Easter 2027'. Default: today."),
             "calendar": _string("A national calendar id such as 'united_states'; default 'general'."),
             "timezone": _string("IANA time zone that decides what 'today' means, e.g. 'America/New_York'.")},
          "additionalProperties": False},
         text_argument="date", text_default="today"),
    Tool("get_martyrology", "saints_of_the_day", "Martyrology of the day",
         "The saints commemorated on a day in the Roman Martyrology.",
         {"type": "object", "properties": {
             "date": _string("YYYY-MM-DD, or words such as 'today' or 'March 19'. Default: today."),
             "timezone": _string("IANA time zone that decides what 'today' means.")},
          "additionalProperties": False},
         text_argument="date", text_default="today"),
    _lookup("get_saint", "saint_lookup", "Saint lookup", "saint or blessed", "saint_id", "A saint id from an earlier answer."),
    _lookup("get_person", "person_lookup", "Person lookup", "cardinal, bishop or other cleric", "person_id",
            "A person id from an earlier answer."),
    _lookup("get_pope", "pope_lookup", "Pope lookup", "pope", "pope_id", "A pope id from an earlier answer."),
    _lookup("get_diocese", "diocese_lookup", "Diocese lookup", "diocese or archdiocese", "source_code",
            "The diocese's source code from an earlier answer."),
    _lookup("get_diocese_statistics", "diocese_statistics_lookup", "Diocese statistics", "diocese whose statistics",
            "source_code", "The diocese's source code from an earlier answer.",
            start_year={"type": "integer", "minimum": 1, "maximum": 9999, "description": "First year of the series."},
            end_year={"type": "integer", "minimum": 1, "maximum": 9999, "description": "Last year of the series."}),
)
TOOLS_BY_NAME = {tool.name: tool for tool in TOOLS}


def tool_list() -> list[dict[str, Any]]:
    """The ``tools/list`` result: every tool, read-only and closed-world."""
    return [
        {"name": t.name, "title": t.title, "description": t.description, "inputSchema": t.input_schema,
         "annotations": {"title": t.title, "readOnlyHint": True, "openWorldHint": False}}
        for t in TOOLS
    ]
