"""Every ``ECCLESIA_*`` variable in one place: typed, defaulted, validated once.

``app.py`` calls ``Settings.from_env()`` during the Lambda init phase and hands each part to
what needs it (task store table, rate limits, authentication, public URL, tracing). A bad
value stops the function there with one ``SettingsError`` that lists every bad variable,
instead of surfacing request by request.

The areas that load lazily, per skill (the answer providers, the document index and its
embedders, the data bundle), read their own section from this module on first use
(``QaSettings.from_env``, ``DocumentsSettings.from_env``, ``data_dir_from_env``) rather than
``os.environ`` directly, so a variable's name, default and check live here only. The same
checks ran at start-up, so on first use they can no longer fail in a deployed function.

Plain frozen dataclasses, no pydantic: this module is imported on every cold start and the
hot path deliberately leaves pydantic unimported. It imports nothing from the layers it
configures at module level (the data layer reads it too); the authentication and rate-limit
sections are built by their own services, imported only inside ``Settings.from_env``.

Variable names and defaults match ``template.yaml`` and ``localrun``; the table of variables
is in the README ("Configuration").
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from ecclesia.services.auth import AuthConfig
    from ecclesia.services.rate_limiter import PlanLimits

Environ = Mapping[str, str]
_Section = TypeVar("_Section")

QA_PROVIDERS = ("extractive", "bedrock", "openai")
EMBEDDERS = ("static", "transformer", "bedrock")
EMBEDDING_ENCODINGS = ("int8", "float16")
DEFAULT_BEDROCK_EMBED_MODEL_ID = "amazon.titan-embed-text-v2:0"
DEFAULT_DOCUMENTS_CACHE = Path("/tmp/ecclesia-documents")  # Lambda's only writable disk
_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}
_S3_URI = re.compile(r"s3://([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])/?(.*)")


class SettingsError(ValueError):
    """One or more ``ECCLESIA_*`` variables are unusable; raised at start-up.

    Attributes:
        problems: one line per bad variable, each starting with the variable's name.
    """

    def __init__(self, problems: list[str]) -> None:
        self.problems = list(problems)
        super().__init__("invalid configuration:\n" + "\n".join(f"  - {p}" for p in self.problems))


class _Reader:
    """Reads variables from an environment, collecting a problem per bad value instead of
    stopping at the first, so one error can name them all."""

    def __init__(self, environ: Environ) -> None:
        self.environ = environ
        self.problems: list[str] = []

    def text(self, name: str, default: str = "") -> str:
        return (self.environ.get(name) or "").strip() or default

    def optional(self, name: str) -> str | None:
        return self.text(name) or None

    def required(self, name: str, why: str = "") -> str:
        value = self.text(name)
        if not value:
            self.problems.append(f"{name} is required{why}")
        return value

    def choice(self, name: str, default: str, choices: tuple[str, ...]) -> str:
        value = self.text(name, default).lower()
        if value not in choices:
            self.problems.append(f"{name} must be one of {', '.join(choices)}, got {value!r}")
            return default
        return value

    def flag(self, name: str, default: bool) -> bool:
        value = self.text(name).lower()
        if not value:
            return default
        if value in _TRUE:
            return True
        if value in _FALSE:
            return False
        self.problems.append(f"{name} must be true or false, got {value!r}")
        return default

    def number(self, name: str, default: float, minimum: float = 0.0) -> float:
        return self._parsed(name, default, float, "a number", minimum)

    def integer(self, name: str, default: int, minimum: int = 1) -> int:
        return self._parsed(name, default, int, "a whole number", minimum)

    def _parsed[N: (int, float)](self, name: str, default: N, parse: Callable[[str], N], kind: str,
                                 minimum: N) -> N:
        raw = self.text(name)
        if not raw:
            return default
        try:
            value = parse(raw)
        except ValueError:
            self.problems.append(f"{name} must be {kind}, got {raw!r}")
            return default
        if value != value or value in (float("inf"), float("-inf")) or value < minimum:
            self.problems.append(f"{name} must be {kind} of at least {minimum}, got {raw!r}")
            return default
        return value

    def raise_problems(self) -> None:
        if self.problems:
            raise SettingsError(self.problems)


def _read_section(read: Callable[[_Reader], _Section], environ: Environ | None) -> _Section:
    """One section of the settings read on its own (lazy areas), with every problem raised at once."""
    reader = _Reader(os.environ if environ is None else environ)
    section = read(reader)
    reader.raise_problems()
    return section


@dataclass(frozen=True, slots=True)
class QaSettings:
    """How catholic_qa drafts answers (``ECCLESIA_QA_*``).

    Attributes:
        provider: ``extractive`` (default, offline), ``bedrock`` or ``openai``.
        bedrock_model_id: Bedrock model or inference-profile id (required for bedrock).
        bedrock_region: region of the Bedrock endpoint; ``None`` is the function's own.
        openai_base_url: an OpenAI-compatible endpoint (required for openai).
        openai_model: the model name sent to it (required for openai).
        openai_api_key_secret: Secrets Manager secret name or ARN holding the key.
        openai_api_key_parameter: SSM SecureString parameter holding the key (if no secret).
        openai_json_mode: ``False`` drops ``response_format`` for servers without it.
    """

    provider: str = "extractive"
    bedrock_model_id: str = ""
    bedrock_region: str | None = None
    openai_base_url: str = ""
    openai_model: str = ""
    openai_api_key_secret: str | None = None
    openai_api_key_parameter: str | None = None
    openai_json_mode: bool = True

    @classmethod
    def from_env(cls, environ: Environ | None = None) -> QaSettings:
        """The QA section of ``environ`` (default: the process environment).

        Raises:
            SettingsError: a value is malformed, or the chosen provider lacks what it needs.
        """
        return _read_section(cls._read, environ)

    @classmethod
    def _read(cls, reader: _Reader) -> QaSettings:
        provider = reader.choice("ECCLESIA_QA_PROVIDER", "extractive", QA_PROVIDERS)
        settings = cls(
            provider=provider,
            bedrock_model_id=reader.text("ECCLESIA_QA_BEDROCK_MODEL_ID"),
            bedrock_region=reader.optional("ECCLESIA_QA_BEDROCK_REGION"),
            openai_base_url=reader.text("ECCLESIA_QA_OPENAI_BASE_URL"),
            openai_model=reader.text("ECCLESIA_QA_OPENAI_MODEL"),
            openai_api_key_secret=reader.optional("ECCLESIA_QA_OPENAI_API_KEY_SECRET"),
            openai_api_key_parameter=reader.optional("ECCLESIA_QA_OPENAI_API_KEY_PARAMETER"),
            openai_json_mode=reader.flag("ECCLESIA_QA_OPENAI_JSON_MODE", True),
        )
        if provider == "bedrock" and not settings.bedrock_model_id:
            reader.problems.append("ECCLESIA_QA_BEDROCK_MODEL_ID is required when ECCLESIA_QA_PROVIDER is bedrock")
        if provider == "openai":
            for name, value in (("ECCLESIA_QA_OPENAI_BASE_URL", settings.openai_base_url),
                                ("ECCLESIA_QA_OPENAI_MODEL", settings.openai_model)):
                if not value:
                    reader.problems.append(f"{name} is required when ECCLESIA_QA_PROVIDER is openai")
        return settings


@dataclass(frozen=True, slots=True)
class DocumentsSettings:
    """Where the document index comes from and how it embeds queries.

    Attributes:
        index_s3: ``s3://bucket/prefix`` of an index copy, from ``ECCLESIA_DOCUMENTS_INDEX_S3``
            or the template's ``ECCLESIA_DOCUMENTS_INDEX_BUCKET`` and ``..._PREFIX``; ``None``
            reads the bundle's ``documents/`` area.
        cache_dir: where that copy is downloaded (``ECCLESIA_DOCUMENTS_CACHE``).
        embeddings: how a new index stores vectors, ``int8`` or ``float16`` (``ECCLESIA_EMBEDDINGS``).
        embedder: ``static``, ``transformer`` or ``bedrock`` (``ECCLESIA_EMBEDDER``), for a new
            index (the bundle's own index is built with ``transformer``).
        bedrock_embed_model_id: ``ECCLESIA_BEDROCK_EMBED_MODEL_ID``.
        bedrock_embed_dimensions: ``ECCLESIA_BEDROCK_EMBED_DIMENSIONS``.
        static_model_dir: ``ECCLESIA_STATIC_MODEL_DIR``; ``None`` is the packaged model.
        transformer_model_dir: ``ECCLESIA_TRANSFORMER_MODEL_DIR``; ``None`` is the one the
            bundle build converts (``build/minilm``).
    """

    index_s3: str | None = None
    cache_dir: Path = DEFAULT_DOCUMENTS_CACHE
    embeddings: str = "int8"
    embedder: str = "static"
    bedrock_embed_model_id: str = DEFAULT_BEDROCK_EMBED_MODEL_ID
    bedrock_embed_dimensions: int = 1024
    static_model_dir: Path | None = None
    transformer_model_dir: Path | None = None

    @classmethod
    def from_env(cls, environ: Environ | None = None) -> DocumentsSettings:
        """The documents section of ``environ`` (default: the process environment).

        Raises:
            SettingsError: a value is malformed.
        """
        return _read_section(cls._read, environ)

    @classmethod
    def _read(cls, reader: _Reader) -> DocumentsSettings:
        uri = reader.text("ECCLESIA_DOCUMENTS_INDEX_S3")
        bucket = reader.text("ECCLESIA_DOCUMENTS_INDEX_BUCKET")
        if bucket and not uri:  # the template's parameters
            uri = f"s3://{bucket}/{reader.text('ECCLESIA_DOCUMENTS_INDEX_PREFIX').lstrip('/')}"
        if uri and not _S3_URI.fullmatch(uri):
            reader.problems.append(f"ECCLESIA_DOCUMENTS_INDEX_S3: expected s3://bucket/prefix, got {uri!r}")
        static_model_dir = reader.optional("ECCLESIA_STATIC_MODEL_DIR")
        transformer_model_dir = reader.optional("ECCLESIA_TRANSFORMER_MODEL_DIR")
        return cls(
            index_s3=uri or None,
            cache_dir=Path(reader.text("ECCLESIA_DOCUMENTS_CACHE") or DEFAULT_DOCUMENTS_CACHE),
            embeddings=reader.choice("ECCLESIA_EMBEDDINGS", "int8", EMBEDDING_ENCODINGS),
            embedder=reader.choice("ECCLESIA_EMBEDDER", "static", EMBEDDERS),
            bedrock_embed_model_id=reader.text("ECCLESIA_BEDROCK_EMBED_MODEL_ID", DEFAULT_BEDROCK_EMBED_MODEL_ID),
            bedrock_embed_dimensions=reader.integer("ECCLESIA_BEDROCK_EMBED_DIMENSIONS", 1024),
            static_model_dir=Path(static_model_dir) if static_model_dir else None,
            transformer_model_dir=Path(transformer_model_dir) if transformer_model_dir else None,
        )


@dataclass(frozen=True, slots=True)
class RateLimitSettings:
    """The rate limiter's table and limits (``ECCLESIA_RATE_LIMIT*``).

    Attributes:
        table: the DynamoDB table of window counters and account items (required).
        plan_limits: limits by paid plan: the defaults, with the plans named in
            ``ECCLESIA_RATE_LIMITS`` (a JSON object) replaced.
        config_ttl_seconds: how long an enterprise account item is cached per container.
    """

    table: str
    plan_limits: Mapping[str, PlanLimits]
    config_ttl_seconds: float = 60.0

    @classmethod
    def from_env(cls, environ: Environ | None = None) -> RateLimitSettings:
        """The rate-limit section of ``environ`` (default: the process environment).

        Raises:
            SettingsError: the table is missing, or a value is malformed.
        """
        return _read_section(cls._read, environ)

    @classmethod
    def _read(cls, reader: _Reader) -> RateLimitSettings:
        from ecclesia.services.rate_limiter import DEFAULT_PLAN_LIMITS, plan_limits_from_json

        table = reader.required("ECCLESIA_RATE_LIMIT_TABLE")
        raw_limits = reader.text("ECCLESIA_RATE_LIMITS")
        plan_limits: Mapping[str, PlanLimits] = DEFAULT_PLAN_LIMITS
        if raw_limits:
            try:
                plan_limits = plan_limits_from_json(raw_limits)
            except ValueError as error:
                reader.problems.append(str(error))
        return cls(
            table=table,
            plan_limits=plan_limits,
            config_ttl_seconds=reader.number("ECCLESIA_RATE_LIMIT_CONFIG_TTL_SECONDS", 60.0),
        )


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the function is configured with, read once in the init phase.

    Attributes:
        tasks_table: the DynamoDB task store table (``ECCLESIA_TASKS_TABLE``, required).
        public_url: the public base URL the agent card advertises (``ECCLESIA_PUBLIC_URL``);
            ``None`` derives it from each request.
        data_dir: the data bundle (``ECCLESIA_DATA_DIR``); ``None`` is the layer or the
            local build.
        tracing: X-Ray tracing through Powertools (``ECCLESIA_TRACING``, default off).
        stage: the deployment stage name (``ECCLESIA_STAGE``), informational.
        rate_limits: the rate limiter's section.
        auth: the bearer-token authentication (``ECCLESIA_AUTH_*``, see ``services.auth``).
        qa: the answer provider (``ECCLESIA_QA_*``).
        documents: the document index and embedders.
    """

    tasks_table: str
    public_url: str | None
    data_dir: Path | None
    tracing: bool
    stage: str | None
    rate_limits: RateLimitSettings
    auth: AuthConfig
    qa: QaSettings
    documents: DocumentsSettings

    @classmethod
    def from_env(cls, environ: Environ | None = None) -> Settings:
        """Read and validate every section of ``environ`` (default: the process environment).

        Raises:
            SettingsError: listing every bad or missing variable at once.
        """
        from ecclesia.services.auth import AuthConfigError, config_from_env

        env = os.environ if environ is None else environ
        reader = _Reader(env)
        tasks_table = reader.required("ECCLESIA_TASKS_TABLE")
        rate_limits = RateLimitSettings._read(reader)
        auth: AuthConfig | None = None
        try:
            auth = config_from_env(env)
        except AuthConfigError as error:
            reader.problems.extend(error.problems or [str(error)])
        public_url = reader.optional("ECCLESIA_PUBLIC_URL")
        tracing = reader.flag("ECCLESIA_TRACING", False)
        stage = reader.optional("ECCLESIA_STAGE")
        qa = QaSettings._read(reader)
        documents = DocumentsSettings._read(reader)
        reader.raise_problems()
        assert auth is not None  # an auth problem was raised just above
        return cls(
            tasks_table=tasks_table,
            public_url=public_url,
            data_dir=data_dir_from_env(env),
            tracing=tracing,
            stage=stage,
            rate_limits=rate_limits,
            auth=auth,
            qa=qa,
            documents=documents,
        )


def data_dir_from_env(environ: Environ | None = None) -> Path | None:
    """The data bundle folder named by ``ECCLESIA_DATA_DIR``, or ``None`` when unset."""
    value = ((os.environ if environ is None else environ).get("ECCLESIA_DATA_DIR") or "").strip()
    return Path(value) if value else None


def tracing_from_env(environ: Environ | None = None) -> bool:
    """``ECCLESIA_TRACING``: true for ``1``, ``true``, ``yes`` or ``on`` (any case)."""
    return ((os.environ if environ is None else environ).get("ECCLESIA_TRACING") or "").strip().lower() in _TRUE
