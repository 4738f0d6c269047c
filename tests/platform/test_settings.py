"""The typed settings (``ecclesia.settings``): read once at start-up, one error for every bad
variable, and defaults that agree with what template.yaml deploys."""

import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

from ecclesia.services.rate_limiter import DEFAULT_PLAN_LIMITS, PlanLimits, WindowLimit
from ecclesia.settings import DocumentsSettings, QaSettings, Settings, SettingsError
from localrun.server import local_environment
from localrun.template import TemplateResolver, load_template

REPO_ROOT = Path(__file__).resolve().parents[2]
SETTINGS_SOURCE = (REPO_ROOT / "functions" / "a2a" / "ecclesia" / "settings.py").read_text()
VALID = {
    "ECCLESIA_TASKS_TABLE": "tasks",
    "ECCLESIA_RATE_LIMIT_TABLE": "limits",
    "ECCLESIA_AUTH_ISSUER": "https://cognito-idp.eu-west-1.amazonaws.com/pool",
    "ECCLESIA_AUTH_AUDIENCE": "client",
}


def template_environment() -> dict[str, str]:
    """The function's environment as the template deploys it with every parameter's default."""
    return TemplateResolver(load_template(), {"Stage": "settings"}).function_environment("A2AFunction")


def test_every_bad_variable_is_named_in_one_error():
    bad = {
        "ECCLESIA_RATE_LIMITS": '{"free": {}}',
        "ECCLESIA_RATE_LIMIT_CONFIG_TTL_SECONDS": "a minute",
        "ECCLESIA_AUTH_TOKEN_USE": "refresh",
        "ECCLESIA_AUTH_LEEWAY_SECONDS": "-5",
        "ECCLESIA_TRACING": "maybe",
        "ECCLESIA_QA_PROVIDER": "gpt",
        "ECCLESIA_QA_OPENAI_JSON_MODE": "sometimes",
        "ECCLESIA_EMBEDDINGS": "float32",
        "ECCLESIA_EMBEDDER": "openai",
        "ECCLESIA_BEDROCK_EMBED_DIMENSIONS": "0",
        "ECCLESIA_DOCUMENTS_INDEX_S3": "https://bucket/prefix",
    }
    with pytest.raises(SettingsError) as caught:
        Settings.from_env({"ECCLESIA_AUTH_AUDIENCE": "client", **bad})
    named = {re.match(r"ECCLESIA_[A-Z0-9_]+", problem).group(0) for problem in caught.value.problems}
    # The two missing tables and the missing issuer, besides every malformed value.
    assert named == set(bad) | {"ECCLESIA_TASKS_TABLE", "ECCLESIA_RATE_LIMIT_TABLE", "ECCLESIA_AUTH_ISSUER"}
    message = str(caught.value)
    assert message.startswith("invalid configuration:") and message.count("\n  - ") == len(named)
    assert "'a minute'" in message and "'gpt'" in message  # the offending value is quoted


def test_a_chosen_provider_must_be_complete():
    with pytest.raises(SettingsError, match="ECCLESIA_QA_BEDROCK_MODEL_ID is required"):
        Settings.from_env({**VALID, "ECCLESIA_QA_PROVIDER": "bedrock"})
    with pytest.raises(SettingsError) as caught:
        QaSettings.from_env({"ECCLESIA_QA_PROVIDER": "OpenAI"})
    assert [p.split()[0] for p in caught.value.problems] == ["ECCLESIA_QA_OPENAI_BASE_URL", "ECCLESIA_QA_OPENAI_MODEL"]


def test_the_minimum_environment_takes_the_documented_defaults():
    settings = Settings.from_env(VALID)
    assert (settings.tasks_table, settings.rate_limits.table) == ("tasks", "limits")
    assert settings.public_url is None and settings.data_dir is None and settings.tracing is False
    assert settings.rate_limits.plan_limits == DEFAULT_PLAN_LIMITS and settings.rate_limits.config_ttl_seconds == 60
    assert settings.auth.provider == "cognito" and settings.auth.token_use == "access"
    assert settings.auth.leeway_seconds == 30 and settings.auth.jwks_max_age_seconds == 3600
    assert settings.qa == QaSettings()
    assert settings.qa.provider == "extractive" and settings.qa.openai_json_mode is True
    assert settings.documents == DocumentsSettings()
    assert settings.documents.embeddings == "int8" and settings.documents.embedder == "static"
    assert settings.documents.bedrock_embed_dimensions == 1024
    assert str(settings.documents.cache_dir) == "/tmp/ecclesia-documents"


def test_values_are_typed():
    settings = Settings.from_env({
        **VALID,
        "ECCLESIA_TRACING": "TRUE",
        "ECCLESIA_RATE_LIMITS": '{"pro": {"poolLimit": 30}}',
        "ECCLESIA_RATE_LIMIT_CONFIG_TTL_SECONDS": "12.5",
        "ECCLESIA_DATA_DIR": "/opt/ecclesia-data",
        "ECCLESIA_QA_OPENAI_JSON_MODE": "false",
        "ECCLESIA_DOCUMENTS_INDEX_BUCKET": "my-bucket",
        "ECCLESIA_DOCUMENTS_INDEX_PREFIX": "/documents/",
        "ECCLESIA_BEDROCK_EMBED_DIMENSIONS": "256",
    })
    assert settings.tracing is True and settings.rate_limits.config_ttl_seconds == 12.5
    assert settings.rate_limits.plan_limits["pro"] == PlanLimits(WindowLimit(30, 60), WindowLimit(2, 60))
    assert settings.data_dir == Path("/opt/ecclesia-data")
    assert settings.qa.openai_json_mode is False
    assert settings.documents.index_s3 == "s3://my-bucket/documents/"
    assert settings.documents.bedrock_embed_dimensions == 256


def test_the_template_defaults_are_valid_and_match_the_settings_defaults():
    environment = template_environment()
    settings = Settings.from_env(environment)
    # Parameters left at their defaults deploy exactly the settings' own defaults.
    assert settings.qa == QaSettings()
    assert settings.tracing is False
    assert settings.rate_limits.plan_limits == DEFAULT_PLAN_LIMITS
    assert settings.documents == DocumentsSettings()  # no index bucket: the bundled index
    assert settings.public_url is None
    assert settings.data_dir == Path("/opt/ecclesia-data")


def test_every_variable_the_template_or_local_run_sets_is_a_setting():
    environment = {**template_environment(), **local_environment(
        TemplateResolver(load_template(), {"Stage": "settings"}), "A2AFunction", "http://127.0.0.1:1")}
    names = {name for name in environment if name.startswith("ECCLESIA_")}
    assert len(names) >= 20
    unread = {name for name in names if not re.search(f"[\"']{name}[\"']", SETTINGS_SOURCE)}
    assert {name for name in unread if not name.startswith("ECCLESIA_AUTH_")} == set()  # auth: services/auth.py
    Settings.from_env(environment)  # and the local run's environment is valid


def test_no_runtime_module_reads_an_ecclesia_variable_from_the_environment_itself():
    """Names live in settings.py (and the auth section in services/auth.py, which builds it)."""
    function_root = REPO_ROOT / "functions" / "a2a"
    readers = {
        str(path.relative_to(function_root))
        for path in function_root.rglob("*.py")
        if re.search(r"environ(?:\.get)?[\[(]\s*f?[\"']ECCLESIA_", path.read_text())
    }
    # Two operator command lines, never run in Lambda: dev_tokens owns ECCLESIA_DEV_AUTH_DIR, and
    # rate_limiter's set-account command takes its --table default from ECCLESIA_RATE_LIMIT_TABLE.
    assert readers <= {"ecclesia/settings.py", "ecclesia/services/auth.py", "ecclesia/services/dev_tokens.py",
                       "ecclesia/services/rate_limiter.py"}


def test_bad_settings_are_logged_at_init_and_every_request_gets_a_json_rpc_error(monkeypatch, capsys, caplog):
    """A failed init phase would give callers API Gateway's bare 500: instead the function
    starts, logs every bad variable once, and answers each request -32603 (not retryable)."""
    for name, value in template_environment().items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("ECCLESIA_TASKS_TABLE")
    monkeypatch.setenv("ECCLESIA_RATE_LIMIT_CONFIG_TTL_SECONDS", "soon")
    spec = importlib.util.spec_from_file_location("app_with_bad_settings", REPO_ROOT / "functions" / "a2a" / "app.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    init_log = capsys.readouterr().out + caplog.text + str([r.__dict__ for r in caplog.records])
    assert "ECCLESIA_TASKS_TABLE" in init_log and "ECCLESIA_RATE_LIMIT_CONFIG_TTL_SECONDS" in init_log
    assert module.settings is None

    event = {
        "version": "2.0", "rawPath": "/api/v1/a2a", "headers": {"content-type": "application/json"},
        "requestContext": {"http": {"method": "POST", "path": "/api/v1/a2a"}, "requestId": "r1"},
        "body": '{"jsonrpc": "2.0", "id": 41, "method": "tasks/get", "params": {"id": "t"}}',
        "isBase64Encoded": False,
    }
    response = module.adapter(event, None)
    body = json.loads(response["body"])
    assert response["statusCode"] == 200
    assert body["id"] == 41 and body["error"]["code"] == -32603
    assert body["error"]["data"]["retryable"] is False
    assert "misconfigured" in body["error"]["data"]["detail"]
    assert "ECCLESIA" not in response["body"]  # the variables are for the operator's log only
    not_json = module.adapter({**event, "body": "{not json"}, None)
    assert json.loads(not_json["body"])["id"] is None


def test_the_template_refuses_at_deploy_what_the_settings_refuse_at_start_up():
    """An answer provider without its model is a start-up error; the template's rules stop
    such a stack before it deploys."""
    rules = load_template()["Rules"]
    asserted = {
        name: sorted(str(a["Assert"]) for a in rule["Assertions"])
        for name, rule in rules.items() if "QaProvider" in str(rule["RuleCondition"])
    }
    assert any("QaBedrockModelId" in text for text in asserted["QaBedrockNeedsModel"])
    assert [t for t in asserted["QaOpenAINeedsEndpoint"] if "QaOpenAIBaseUrl" in t or "QaOpenAIModel" in t]
    assert len(asserted["QaOpenAINeedsEndpoint"]) == 2
