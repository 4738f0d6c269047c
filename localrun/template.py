"""Read what the local run needs from template.yaml: routes, CORS, tables, environment.

CloudFormation's short-form tags (!Ref, !Sub, !GetAtt, ...) are loaded as one-key dicts in
their long form, and a small resolver evaluates the few intrinsics the template uses for
names and environment values, so the local run follows the template instead of copying it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

TEMPLATE_PATH = Path(__file__).resolve().parents[1] / "template.yaml"


class _CfnLoader(yaml.SafeLoader):
    pass


def _tag(loader: yaml.SafeLoader, suffix: str, node: yaml.Node) -> dict[str, Any]:
    name = "Ref" if suffix == "Ref" else f"Fn::{suffix}"
    if isinstance(node, yaml.ScalarNode):
        value: Any = loader.construct_scalar(node)
        if suffix == "GetAtt":
            value = value.split(".", 1)
    elif isinstance(node, yaml.SequenceNode):
        value = loader.construct_sequence(node, deep=True)
    else:
        assert isinstance(node, yaml.MappingNode)  # YAML has no fourth kind of node
        value = loader.construct_mapping(node, deep=True)
    return {name: value}


_CfnLoader.add_multi_constructor("!", _tag)


@cache
def load_template(path: Path = TEMPLATE_PATH) -> dict[str, Any]:
    return yaml.load(path.read_text(), Loader=_CfnLoader)


@dataclass(frozen=True)
class Route:
    method: str
    path: str
    function: str


@dataclass(frozen=True)
class CorsPolicy:
    allow_origins: tuple[str, ...]
    allow_methods: tuple[str, ...]
    allow_headers: tuple[str, ...]
    max_age: int | None


class TemplateResolver:
    """Evaluates Ref/Sub/GetAtt/If/Equals for a local stack with given parameter values."""

    def __init__(self, template: dict[str, Any], parameters: dict[str, str] | None = None) -> None:
        self.template = template
        self.parameters = {
            name: str(spec.get("Default", "")) for name, spec in template.get("Parameters", {}).items()
        }
        self.parameters.update(parameters or {})
        self.parameters.setdefault("AWS::Region", "us-east-1")
        self.parameters.setdefault("AWS::URLSuffix", "amazonaws.com")
        self.parameters.setdefault("AWS::AccountId", "123456789012")

    @property
    def resources(self) -> dict[str, Any]:
        return self.template["Resources"]

    def physical_name(self, logical_id: str) -> str:
        props = self.resources[logical_id].get("Properties", {})
        for key in ("TableName", "FunctionName", "LayerName", "Name"):
            if key in props:
                return self.resolve(props[key])
        return logical_id

    def resolve(self, value: Any) -> Any:
        if isinstance(value, list):
            return [self.resolve(v) for v in value]
        if not isinstance(value, dict):
            return value
        if len(value) != 1:
            return {k: self.resolve(v) for k, v in value.items()}
        (key, arg), = value.items()
        if key == "Ref":
            if arg in self.parameters:
                return self.parameters[arg]
            return self.physical_name(arg)
        if key == "Fn::Sub":
            text, extra = (arg, {}) if isinstance(arg, str) else (arg[0], arg[1])
            return re.sub(r"\$\{([^}]+)\}", lambda m: str(self._sub_var(m.group(1), extra)), text)
        if key == "Fn::GetAtt":
            logical, attr = arg
            if attr == "Arn":
                return f"arn:aws:local:::{self.physical_name(logical)}"
            return f"{self.physical_name(logical)}.{attr}"
        if key == "Fn::Equals":
            a, b = (self.resolve(x) for x in arg)
            return a == b
        if key == "Fn::If":
            condition, yes, no = arg
            spec = self.template.get("Conditions", {}).get(condition)
            return self.resolve(yes if self.resolve(spec) else no)
        return {key: self.resolve(arg)}

    def _sub_var(self, name: str, extra: dict[str, Any]) -> Any:
        if name in extra:
            return self.resolve(extra[name])
        if "." in name:
            logical, attr = name.split(".", 1)
            return self.resolve({"Fn::GetAtt": [logical, attr]})
        return self.resolve({"Ref": name})

    # -- what the local run reads ---------------------------------------------------

    def tables(self) -> dict[str, dict[str, Any]]:
        """Logical id -> resolved AWS::DynamoDB::Table properties."""
        return {
            logical: self.resolve(res.get("Properties", {}))
            for logical, res in self.resources.items()
            if res.get("Type") == "AWS::DynamoDB::Table"
        }

    def routes(self) -> list[Route]:
        found = []
        for logical, res in self.resources.items():
            if res.get("Type") != "AWS::Serverless::Function":
                continue
            for event in res.get("Properties", {}).get("Events", {}).values():
                if event.get("Type") == "HttpApi":
                    props = event["Properties"]
                    found.append(Route(props["Method"].upper(), props["Path"], logical))
        return found

    def cors(self) -> CorsPolicy:
        apis = [r for r in self.resources.values() if r.get("Type") == "AWS::Serverless::HttpApi"]
        config = apis[0].get("Properties", {}).get("CorsConfiguration", {}) if apis else {}
        return CorsPolicy(
            allow_origins=tuple(config.get("AllowOrigins", ())),
            allow_methods=tuple(config.get("AllowMethods", ())),
            allow_headers=tuple(config.get("AllowHeaders", ())),
            max_age=config.get("MaxAge"),
        )

    def function_environment(self, logical_id: str) -> dict[str, str]:
        """Globals' environment merged with the function's own, resolved to strings."""
        merged: dict[str, Any] = {}
        globals_env = self.template.get("Globals", {}).get("Function", {}).get("Environment", {})
        merged.update(globals_env.get("Variables", {}))
        own = self.resources[logical_id].get("Properties", {}).get("Environment", {})
        merged.update(own.get("Variables", {}))
        return {k: str(self.resolve(v)) for k, v in merged.items()}

    def function_handler(self, logical_id: str) -> tuple[Path, str]:
        props = self.resources[logical_id]["Properties"]
        return TEMPLATE_PATH.parent / props["CodeUri"], props["Handler"]
