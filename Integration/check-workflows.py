#!/usr/bin/env python3
"""Checks the GitHub Actions workflows as actionlint would, where it can't run.

usage: Integration/check-workflows.py [FILE.yml ...]
       (default: .github/workflows/*.yml and Integration/github-actions-tours.yml)
       Integration/check-workflows.py --probes   (proves each check fails where it should)

actionlint is not reachable here (its PyPI package downloads the binary
from GitHub when it installs), so this does the checks it is trusted for,
each with a real tool or a plain rule:

1. the workflow's shape: check-jsonschema with SchemaStore's GitHub
   workflow schema, which it ships (`--builtin-schema vendor.github-workflows`);
2. every `run:` script: shellcheck, as the bash GitHub runs it with
   (`bash -e {0}`), with each `${{ ... }}` read as a plain word;
3. every `${{ ... }}` expression: it is closed, it names only contexts a
   workflow has, `steps.ID` is a step with that id earlier in the job,
   `needs.JOB` a job the job needs, `matrix.KEY` a key of its matrix, and
   `secrets.X` / `env.X` / `inputs.X` are plain names.

Exits 1 listing every finding as FILE:LINE: message.
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONTEXTS = {"github", "env", "vars", "job", "jobs", "steps", "runner", "secrets", "strategy", "matrix", "needs", "inputs"}
FUNCTIONS = {"contains", "startsWith", "endsWith", "format", "join", "toJSON", "fromJSON", "hashFiles", "success", "always",
             "cancelled", "failure"}
EXPRESSION = re.compile(r"\$\{\{(.*?)\}\}", re.S)


class LineLoader(yaml.SafeLoader):
    """Keeps each mapping's line, so findings point at the file's lines."""


def _mapping_with_line(loader, node):
    mapping = loader.construct_mapping(node, deep=True)
    mapping["__line__"] = node.start_mark.line + 1
    return mapping


LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping_with_line)
# `on:` is the key GitHub reads, not YAML 1.1's boolean true.
LineLoader.yaml_implicit_resolvers = {
    key: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def schema_findings(files):
    tool = shutil.which("check-jsonschema")
    if tool is None:
        return ["check-jsonschema is not installed (python3 -m pip install check-jsonschema)"]
    result = subprocess.run([tool, "--builtin-schema", "vendor.github-workflows", *files], capture_output=True, text=True)
    return [] if result.returncode == 0 else [line for line in (result.stdout + result.stderr).splitlines() if line.strip()]


def shellcheck_findings(path, line, script, shell):
    if shell not in (None, "bash", "sh"):
        return []
    tool = shutil.which("shellcheck")
    if tool is None:
        return [f"{path}:{line}: shellcheck is not installed (apt-get install shellcheck)"]
    # An expression becomes a word of the same length, so columns still mean something.
    plain = EXPRESSION.sub(lambda match: "X" * len(match.group(0)), script)
    with tempfile.NamedTemporaryFile("w", suffix=".sh", delete=False) as file:
        file.write(plain)
    try:
        result = subprocess.run([tool, "--shell", shell or "bash", "--format", "gcc", file.name], capture_output=True, text=True)
    finally:
        os.unlink(file.name)
    findings = []
    for finding in result.stdout.splitlines():
        match = re.match(r"[^:]+:(\d+):(\d+): (.*)", finding)
        if match:
            findings.append(f"{path}:{line + int(match.group(1))}: run script line {match.group(1)}: {match.group(3)}")
    return findings


def expression_findings(path, line, text, job_id, job, step_ids):
    findings = []
    if text.count("${{") != len(EXPRESSION.findall(text)):
        findings.append(f"{path}:{line}: an expression opened with ${{{{ is not closed with }}}}")
    needs = job.get("needs", []) if job else []
    needs = [needs] if isinstance(needs, str) else needs
    matrix = ((job or {}).get("strategy") or {}).get("matrix") or {}
    matrix_keys = set(matrix) - {"include", "exclude", "__line__"}
    for entry in matrix.get("include", []) if isinstance(matrix, dict) else []:
        matrix_keys |= set(entry) - {"__line__"}
    for expression in EXPRESSION.findall(text):
        stripped = re.sub(r"'[^']*'", "''", expression)
        for name, member in re.findall(r"(?<![\w.])([A-Za-z_][\w-]*)(?:\.([A-Za-z_][\w-]*))?", stripped):
            if name in FUNCTIONS or name in ("true", "false", "null"):
                continue
            if name not in CONTEXTS:
                findings.append(f"{path}:{line}: '{name}' in ${{{{{expression.strip()}}}}} is not a context")
            elif name == "steps" and member and member not in step_ids:
                findings.append(f"{path}:{line}: steps.{member} is not a step id defined before this step in job {job_id}")
            elif name == "needs" and member and member not in needs:
                findings.append(f"{path}:{line}: needs.{member}: job {job_id} does not need {member}")
            elif name == "matrix" and member and member not in matrix_keys:
                findings.append(f"{path}:{line}: matrix.{member} is not a key of job {job_id}'s matrix")
    return findings


def strings_in(value):
    """Every string in a parsed value, with the nearest mapping's line."""
    if isinstance(value, str):
        yield None, value
    elif isinstance(value, dict):
        for key, item in value.items():
            if key != "__line__":
                for line, text in strings_in(item):
                    yield (line or value.get("__line__")), text
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)


def workflow_findings(path):
    relative = os.path.relpath(path, ROOT) if path.startswith(ROOT) else path
    with open(path) as file:
        workflow = yaml.load(file, Loader=LineLoader)
    findings = []
    jobs = workflow.get("jobs", {})
    for line, text in strings_in({k: v for k, v in workflow.items() if k != "jobs"}):
        findings += expression_findings(relative, line or 1, text, "(workflow)", None, set())
    for job_id, job in jobs.items():
        if job_id == "__line__":
            continue
        for need in [job.get("needs")] if isinstance(job.get("needs"), str) else job.get("needs", []):
            if need not in jobs:
                findings.append(f"{relative}:{job['__line__']}: job {job_id} needs {need}, which is not a job")
        for line, text in strings_in({k: v for k, v in job.items() if k != "steps"}):
            findings += expression_findings(relative, line or job["__line__"], text, job_id, job, set())
        seen = set()
        for step in job.get("steps", []):
            for line, text in strings_in(step):
                findings += expression_findings(relative, line or step["__line__"], text, job_id, job, seen)
            if "run" in step:
                shell = step.get("shell") or (job.get("defaults") or {}).get("run", {}).get("shell")
                findings += shellcheck_findings(relative, step["__line__"], step["run"], shell)
            if "id" in step:
                seen.add(step["id"])
    return findings


PROBE = """name: Probe
on: [push]
jobs:
  build:
    runs-on: ubuntu-24.04
    steps:
      - id: made
        run: echo "made"
      - run: echo "${{ steps.made.outputs.x }}"
"""
# Each probe breaks the valid workflow above in one way; the check must say so.
PROBES = {
    "an unknown key (the schema)": ("runs-on: ubuntu-24.04", "runs-on: ubuntu-24.04\n    timeout: 5"),
    "an unquoted variable (shellcheck)": ('echo "made"', "rm -rf $HOME/$folder"),
    "a step id not defined": ("steps.made.outputs", "steps.unmade.outputs"),
    "a context that does not exist": ("steps.made.outputs.x", "step.made.outputs.x"),
    "an expression left open": ('"${{ steps.made.outputs.x }}"', '"${{ steps.made.outputs.x"'),
    "a job that is needed but does not exist": ("runs-on: ubuntu-24.04", "runs-on: ubuntu-24.04\n    needs: [test]"),
}


def probes():
    """Proves the check fails on each kind of mistake, and passes the valid probe."""
    folder = tempfile.mkdtemp()
    try:
        valid = os.path.join(folder, "valid.yml")
        with open(valid, "w") as file:
            file.write(PROBE)
        problems = []
        if schema_findings([valid]) + workflow_findings(valid):
            problems.append("the valid probe has findings")
        for name, (old, new) in PROBES.items():
            broken = os.path.join(folder, "broken.yml")
            with open(broken, "w") as file:
                file.write(PROBE.replace(old, new, 1))
            if not schema_findings([broken]) + workflow_findings(broken):
                problems.append(f"{name} was not found")
        for problem in problems:
            print(f"probe: {problem}")
        if problems:
            sys.exit(1)
        print(f"workflow probes: the valid one passes, each of {len(PROBES)} mistakes is found")
    finally:
        shutil.rmtree(folder)


def main():
    if sys.argv[1:] == ["--probes"]:
        return probes()
    files = sys.argv[1:] or sorted(glob.glob(os.path.join(ROOT, ".github", "workflows", "*.yml"))) + [
        os.path.join(ROOT, "Integration", "github-actions-tours.yml")
    ]
    findings = schema_findings(files)
    for path in files:
        findings += workflow_findings(path)
    for finding in findings:
        print(finding)
    if findings:
        sys.exit(1)
    print(f"workflows: {len(files)} files, schema, shellcheck and expressions clean")


if __name__ == "__main__":
    main()
