"""Validates JSON documents against a JSON Schema with the reference
`jsonschema` package: `validate_json_schema.py SCHEMA FILE...`. The
schema's `$schema` picks the draft (2020-12 for tourc's own, draft-04 for
the SARIF 2.1.0 schema).
A `.yaml` file is read with PyYAML, each of its documents checked, as an
editor's YAML language server checks it. A `$ref` to another schema file
resolves to that file in the schema's folder (tour-feed.schema.json refers
to bundle.schema.json). `SCHEMA#/$defs/NAME` checks against one of the
schema's definitions (the signed part of a feed). Prints one line per problem and exits 1 if there
are any."""
import json
import os
import sys

from jsonschema import Draft202012Validator
from jsonschema.validators import validator_for
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

schema_path, *paths = sys.argv[1:]
schema_path, _, fragment = schema_path.partition("#")
with open(schema_path, encoding="utf-8") as handle:
    schema = json.load(handle)
Validator = validator_for(schema, default=Draft202012Validator)
Validator.check_schema(schema)
folder = os.path.dirname(os.path.abspath(schema_path))
registry = Registry()
for name in sorted(os.listdir(folder)):
    if name.endswith(".schema.json"):
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            registry = registry.with_resource(name, Resource.from_contents(json.load(handle), default_specification=DRAFT202012))
if fragment:
    schema = {"$schema": schema["$schema"], "$ref": os.path.basename(schema_path) + "#" + fragment}
validator = Validator(schema, registry=registry)
problems = 0
for path in paths:
    with open(path, encoding="utf-8") as handle:
        if path.endswith(".yaml"):
            import yaml
            documents = [document for document in yaml.safe_load_all(handle) if document is not None]
        else:
            documents = [json.load(handle)]
    for document in documents:
        for error in validator.iter_errors(document):
            problems += 1
            print(f"{path}: {'/'.join(map(str, error.absolute_path))}: {error.message}")
sys.exit(1 if problems else 0)
