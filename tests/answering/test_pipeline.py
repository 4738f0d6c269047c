import time

import pytest

from ecclesia.answering import AnswerUnavailable, answer_question
from ecclesia.answering.budget import DEFAULT_MARGIN_SECONDS, Budget, RetryPolicy
from ecclesia.answering.errors import USER_MESSAGES, ProviderError
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.messages import NOT_HELD
from ecclesia.answering.prompt import CORRECTION
from ecclesia.answering.providers import ModelAnswerer, answerer_from_env
from ecclesia.skills.base import Turn
from tests.answering.fakes import (
    BAPTISM,
    INFANTS,
    FakeRetriever,
    ScriptedModel,
    model_json,
    no_sleep_policy,
    passage,
)


def ask(question, model=None, *, retriever=None, seconds=20.0, policy=None, conversation=()):
    answerer = ModelAnswerer(model, policy or no_sleep_policy()) if model else ExtractiveAnswerer()
    return answer_question(question, deadline=time.monotonic() + seconds,
                           retriever=retriever or FakeRetriever(), answerer=answerer,
                           conversation=conversation)


def test_generated_answer_is_grounded_with_related_questions():
    model = ScriptedModel([model_json("Infants need the new birth [2]. It frees from sin [1][7].",
                                      [2, 1, 7], ["What is original sin?", "Why infants?"])])
    answer = ask("Why are infants baptized?", model)
    assert answer.text == "Infants need the new birth [1]. It frees from sin [2]."
    # Reranked before the model sees them: the passage on infants' baptism is passage 1.
    assert "<from>Catechism of the Catholic Church — The Baptism of Infants</from>" in \
        model.prompts[0].user.split('<passage number="2">')[0]
    assert [c.document_id for c in answer.citations] == [BAPTISM.document_id, INFANTS.document_id]
    assert answer.related_questions == ("What is original sin?", "Why infants?")
    assert (answer.provider, answer.extractive, answer.language) == ("scripted", False, "en")


def test_malformed_reply_is_retried_once_with_a_reminder():
    model = ScriptedModel(["Sure! Baptism is great.", model_json("Baptism frees [1].", [1])])
    answer = ask("What is baptism?", model)
    assert answer.text == "Baptism frees [1]."
    assert model.prompts[1].user == model.prompts[0].user + CORRECTION
    assert model.prompts[1].system == model.prompts[0].system


def test_malformed_twice_falls_back_to_the_extractive_answer():
    model = ScriptedModel(['{"answer": "trunc', "not json either"])
    answer = ask("What is baptism?", model)
    assert answer.extractive and answer.provider == "extractive"
    assert answer.citations and answer.text.startswith("Extractive answer")


def test_throttling_is_retried_with_backoff_then_succeeds():
    sleeps: list[float] = []
    model = ScriptedModel([ProviderError("throttled", "429", retryable=True),
                           ProviderError("throttled", "429", retryable=True, retry_after=1.5),
                           model_json("Ok [1].", [1])])
    answer = ask("What is baptism?", model, policy=RetryPolicy(sleep=sleeps.append))
    assert answer.text == "Ok [1]."
    assert len(sleeps) == 2 and 0.25 <= sleeps[0] <= 0.5 and sleeps[1] == 1.5


def test_persistent_throttling_gives_a_clear_message_after_bounded_attempts():
    model = ScriptedModel([ProviderError("throttled", "429", retryable=True)] * 5)
    with pytest.raises(AnswerUnavailable) as caught:
        ask("What is baptism?", model)
    assert str(caught.value) == USER_MESSAGES["throttled"]
    assert len(model.prompts) == 3


def test_non_retryable_errors_are_not_retried_and_hide_internals():
    model = ScriptedModel([ProviderError("misconfigured", "HTTP 401 key sk-123 invalid", retryable=False)])
    with pytest.raises(AnswerUnavailable) as caught:
        ask("What is baptism?", model)
    assert len(model.prompts) == 1
    assert "401" not in str(caught.value) and "sk-" not in str(caught.value)


def test_each_call_gets_at_most_the_remaining_budget():
    model = ScriptedModel([model_json("Ok [1].", [1])])
    ask("What is baptism?", model, seconds=10.0)
    assert 0 < model.timeouts[0] <= 10.0 - DEFAULT_MARGIN_SECONDS


def test_no_model_call_is_started_without_enough_time():
    model = ScriptedModel([model_json("never", [1])])
    with pytest.raises(AnswerUnavailable) as caught:
        ask("What is baptism?", model, seconds=2.2)
    assert str(caught.value) == USER_MESSAGES["timeout"]
    assert model.prompts == []


def test_retries_never_run_past_the_deadline_with_real_sleeps():
    model = ScriptedModel([ProviderError("timeout", "read timeout", retryable=True)] * 5)
    policy = RetryPolicy(base_delay=0.3, sleep=time.sleep)
    started = time.monotonic()
    with pytest.raises(AnswerUnavailable):
        ask("What is baptism?", model, seconds=4.0, policy=policy)
    assert time.monotonic() - started < 4.0 - DEFAULT_MARGIN_SECONDS


def test_no_passages_means_no_model_call_and_a_localized_notice():
    model = ScriptedModel([])
    answer = ask("¿Qué es el bautismo?", model, retriever=FakeRetriever([]))
    # The notice, then (the lexicon reads "bautismo") the catalogued documents on baptism.
    assert answer.text.startswith(NOT_HELD["es"])
    assert answer.citations == () and answer.related_questions == () and model.prompts == []


def test_retrieval_failure_is_reported_without_internals():
    def broken(query, limit):
        raise OSError("/opt/ecclesia-data/documents/index.bin: No such file")

    with pytest.raises(AnswerUnavailable) as caught:
        ask("What is baptism?", retriever=broken)
    assert str(caught.value) == USER_MESSAGES["retrieval"]


def test_follow_up_is_searched_with_the_earlier_topic_and_sent_with_the_turns():
    retriever = FakeRetriever([passage(7, "In the Eastern churches married men may be ordained priests.")])
    model = ScriptedModel([model_json("In the East too [1].", [1])])
    turns = (Turn("Do Catholic priests marry?", "Latin-rite priests are celibate [1]."),)
    ask("and what about the Eastern churches?", model, retriever=retriever, conversation=turns)
    # The earlier question's topics (priesthood, marriage) are searched with the follow-up.
    searched = " ".join(retriever.queries)
    assert "priest" in searched and "marriage" in searched
    assert "<asked>Do Catholic priests marry?</asked>" in model.prompts[0].user


def test_a_follow_up_changes_the_extractive_answer():
    wine = passage(4, "He took the chalice of wine, and gave thanks.", heading="Matthew 26:27")
    vineyard = passage(5, "The wine of the vineyard was sold at the gate.", heading="Isaias 5:2")
    gladness = passage(6, "Wine gladdens the heart of man.", heading="Psalms 103:15")
    retriever = FakeRetriever([vineyard, gladness, wine])
    alone = ask("and the wine?", retriever=retriever)
    follow = ask("and the wine?", retriever=retriever,
                 conversation=(Turn("What is the Eucharist?", "The body of Christ [1]."),))
    assert [c.document_id for c in follow.citations][0] == wine.document_id
    assert [c.document_id for c in follow.citations] != [c.document_id for c in alone.citations]
    assert follow.text.startswith("Read with your earlier question about the Eucharist.")


def test_answerer_is_chosen_from_the_environment():
    assert answerer_from_env({}).name == "extractive"
    assert answerer_from_env({"ECCLESIA_QA_PROVIDER": "Extractive"}).name == "extractive"
    bedrock = answerer_from_env({"ECCLESIA_QA_PROVIDER": "bedrock",
                                 "ECCLESIA_QA_BEDROCK_MODEL_ID": "amazon.nova-lite-v1:0"})
    assert bedrock.name == "bedrock" and bedrock.model.model_id == "amazon.nova-lite-v1:0"
    openai = answerer_from_env({"ECCLESIA_QA_PROVIDER": "openai",
                                "ECCLESIA_QA_OPENAI_BASE_URL": "https://llm.example/v1",
                                "ECCLESIA_QA_OPENAI_MODEL": "gpt-4o-mini"})
    assert openai.name == "openai" and openai.model.url == "https://llm.example/v1/chat/completions"


@pytest.mark.parametrize("env", [
    {"ECCLESIA_QA_PROVIDER": "gpt"},
    {"ECCLESIA_QA_PROVIDER": "bedrock"},
    {"ECCLESIA_QA_PROVIDER": "openai", "ECCLESIA_QA_OPENAI_MODEL": "m"},
])
def test_incomplete_configuration_fails_with_a_safe_message(env):
    with pytest.raises(AnswerUnavailable) as caught:
        answerer_from_env(env)
    assert str(caught.value) == USER_MESSAGES["misconfigured"]


def test_budget_keeps_a_margin():
    assert Budget(time.monotonic() + 10, margin=1.5).remaining() == pytest.approx(8.5, abs=0.05)
    assert Budget(time.monotonic() - 1).remaining() == 0.0


def test_bare_follow_up_keeps_the_language_of_the_conversation():
    answer = ask("Eucaristía?", retriever=FakeRetriever([]),
                 conversation=(Turn("¿Qué es el bautismo?", "Es el primer sacramento."),))
    assert answer.language == "es" and answer.text.startswith(NOT_HELD["es"])
    assert "Catalogued" not in answer.text  # pointers, if the catalogue finds any, are in Spanish too
