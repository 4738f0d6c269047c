"""The endpoint key is read from Secrets Manager or SSM (moto), cached, never from env."""

import json

import boto3
import pytest
from moto import mock_aws

from ecclesia.answering import api_keys
from ecclesia.answering.errors import USER_MESSAGES, AnswerUnavailable
from ecclesia.answering.openai_compatible import OpenAICompatibleChatModel


@pytest.fixture
def aws(monkeypatch):
    for name, value in {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing",
                        "AWS_DEFAULT_REGION": "us-east-1"}.items():
        monkeypatch.setenv(name, value)
    api_keys.clear_cache()
    with mock_aws():
        yield
    api_keys.clear_cache()


def test_bare_secret_string(aws):
    arn = boto3.client("secretsmanager").create_secret(Name="ecclesia/qa-key", SecretString="sk-abc")["ARN"]
    assert api_keys.api_key_from_env({"ECCLESIA_QA_OPENAI_API_KEY_SECRET": arn}) == "sk-abc"


def test_json_secret_with_api_key_field(aws):
    boto3.client("secretsmanager").create_secret(
        Name="ecclesia/qa-key", SecretString=json.dumps({"api_key": "sk-json", "note": "x"}))
    assert api_keys.api_key_from_env({"ECCLESIA_QA_OPENAI_API_KEY_SECRET": "ecclesia/qa-key"}) == "sk-json"


def test_ssm_secure_string_parameter(aws):
    boto3.client("ssm").put_parameter(Name="/ecclesia/qa/key", Value="sk-ssm", Type="SecureString")
    assert api_keys.api_key_from_env({"ECCLESIA_QA_OPENAI_API_KEY_PARAMETER": "/ecclesia/qa/key"}) == "sk-ssm"


def test_key_is_cached_between_questions(aws):
    ssm = boto3.client("ssm")
    ssm.put_parameter(Name="/k", Value="first", Type="SecureString")
    env = {"ECCLESIA_QA_OPENAI_API_KEY_PARAMETER": "/k"}
    assert api_keys.api_key_from_env(env) == "first"
    ssm.put_parameter(Name="/k", Value="second", Type="SecureString", Overwrite=True)
    assert api_keys.api_key_from_env(env) == "first"
    api_keys.clear_cache()
    assert api_keys.api_key_from_env(env) == "second"


def test_no_location_means_no_key(aws):
    assert api_keys.api_key_from_env({"ECCLESIA_QA_OPENAI_API_KEY": "sk-plain-env"}) is None


@pytest.mark.parametrize("env", [
    {"ECCLESIA_QA_OPENAI_API_KEY_SECRET": "missing-secret"},
    {"ECCLESIA_QA_OPENAI_API_KEY_PARAMETER": "/missing"},
])
def test_unreadable_key_is_a_configuration_failure(aws, env):
    with pytest.raises(AnswerUnavailable) as caught:
        api_keys.api_key_from_env(env)
    assert str(caught.value) == USER_MESSAGES["misconfigured"]


def test_empty_secret_is_a_configuration_failure(aws):
    boto3.client("secretsmanager").create_secret(Name="empty", SecretString=json.dumps({"other": 1}))
    with pytest.raises(AnswerUnavailable):
        api_keys.api_key_from_env({"ECCLESIA_QA_OPENAI_API_KEY_SECRET": "empty"})


def test_model_from_env_reads_the_key(aws):
    boto3.client("secretsmanager").create_secret(Name="qa", SecretString="sk-from-secret")
    model = OpenAICompatibleChatModel.from_env({
        "ECCLESIA_QA_OPENAI_BASE_URL": "https://llm.example.org/v1/",
        "ECCLESIA_QA_OPENAI_MODEL": "gpt-4o-mini",
        "ECCLESIA_QA_OPENAI_API_KEY_SECRET": "qa",
    })
    assert model.api_key == "sk-from-secret"
    assert model.url == "https://llm.example.org/v1/chat/completions"
