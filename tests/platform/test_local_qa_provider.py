"""A local run can point catholic_qa at a local model server from the shell (README)."""

from localrun.server import local_environment
from localrun.template import TemplateResolver, load_template


def test_shell_settings_choose_the_local_answer_provider(monkeypatch):
    resolver = TemplateResolver(load_template(), {"Stage": "local"})
    monkeypatch.delenv("ECCLESIA_QA_PROVIDER", raising=False)
    assert local_environment(resolver, "A2AFunction", "http://127.0.0.1:1")["ECCLESIA_QA_PROVIDER"] == "extractive"
    monkeypatch.setenv("ECCLESIA_QA_PROVIDER", "openai")
    monkeypatch.setenv("ECCLESIA_QA_OPENAI_BASE_URL", "http://127.0.0.1:11434/v1")
    env = local_environment(resolver, "A2AFunction", "http://127.0.0.1:1")
    assert env["ECCLESIA_QA_PROVIDER"] == "openai"
    assert env["ECCLESIA_QA_OPENAI_BASE_URL"] == "http://127.0.0.1:11434/v1"
    monkeypatch.setenv("ECCLESIA_AUTH_ISSUER", "https://evil.example")  # only ECCLESIA_QA_* pass
    assert local_environment(resolver, "A2AFunction", "http://127.0.0.1:1").get("ECCLESIA_AUTH_ISSUER") != "https://evil.example"
