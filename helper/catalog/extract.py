"""Babel extractors for the interface strings that do not live in Python code.

``extract_graph`` pulls the English strings of the dialogue graph
(``helper/dialogue/graph.yaml``): the ``text`` and ``message`` of every node
and the ``label`` of every choice, i.e. exactly what ``Graph.strings()`` yields.
It is registered in the Babel method map as
``"helper.catalog.extract:extract_graph"`` (see ``helper.catalog.build``).

``extract_baseline`` pulls the ``reason`` of every accepted known defect in
``helper/catalog/baseline.yaml``, shown to reviewers in their language
(:func:`helper.catalog.checks.baseline.reason_text`).
"""

from __future__ import annotations

from typing import IO, Any, Iterator

import yaml

NODE_FIELDS = ("text", "message")
"""Node fields whose value is a msgid."""

CHOICE_FIELDS = ("label",)
"""Choice fields whose value is a msgid."""

STR_TAG = "tag:yaml.org,2002:str"
"""Only string scalars are msgids (an unquoted ``No`` is a YAML boolean)."""


def extract_graph(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
                  options: dict) -> Iterator[tuple[int, str | None, str, list[str]]]:
    """Extract the English strings of a dialogue graph YAML file (Babel extractor).

    Args:
        fileobj: the graph file, opened in binary mode (UTF-8).
        keywords, comment_tags: Babel's arguments; unused (the YAML has no calls).
        options: Babel's per-method options; unused.

    Yields:
        ``(lineno, None, message, comments)``: ``lineno`` is the 1-based YAML
        line where the string's value starts, ``comments`` one line naming the
        node and field (shown to translators as an extracted comment).

    Raises:
        yaml.YAMLError: the file is not valid YAML.
    """
    root = yaml.compose(fileobj.read().decode("utf-8"))
    nodes = _get(root, "nodes")
    if not isinstance(nodes, yaml.MappingNode):
        return
    for key, node in nodes.value:
        if not isinstance(node, yaml.MappingNode):
            continue
        for name in NODE_FIELDS:
            yield from _scalar(_get(node, name), f"dialogue node {key.value}: {name}")
        choices = _get(node, "choices")
        if isinstance(choices, yaml.SequenceNode):
            for choice in choices.value:
                where = f"dialogue node {key.value}: choice {_value(_get(choice, 'value'))} label"
                for name in CHOICE_FIELDS:
                    yield from _scalar(_get(choice, name), where)


def extract_baseline(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
                     options: dict) -> Iterator[tuple[int, str | None, str, list[str]]]:
    """Extract the reasons of the accepted known defects (Babel extractor).

    Args and yields as :func:`extract_graph`: one ``(lineno, None, reason,
    comments)`` per entry of ``accepted`` with a ``reason`` (stripped, as
    :func:`helper.catalog.checks.baseline.load_baseline` reads it); the comment
    names the entry's language, paragraph and check.

    Raises:
        yaml.YAMLError: the file is not valid YAML.
    """
    root = yaml.compose(fileobj.read().decode("utf-8"))
    accepted = _get(root, "accepted")
    if not isinstance(accepted, yaml.SequenceNode):
        return
    for item in accepted.value:
        reason = _get(item, "reason")
        if isinstance(reason, yaml.ScalarNode) and reason.tag == STR_TAG and reason.value.strip():
            where = " ".join(_value(_get(item, name)) for name in ("lang", "paragraph", "check"))
            yield (reason.start_mark.line + 1, None, reason.value.strip(),
                   [f"TRANSLATORS: the reason a known defect is accepted (baseline: {where}); "
                    "keep the quoted source fragments as they are"])


def _get(mapping: yaml.Node | None, name: str) -> yaml.Node | None:
    """Return the value node under key ``name`` of a mapping node, else None."""
    if not isinstance(mapping, yaml.MappingNode):
        return None
    for key, value in mapping.value:
        if isinstance(key, yaml.ScalarNode) and key.value == name:
            return value
    return None


def _value(node: yaml.Node | None) -> str:
    return node.value if isinstance(node, yaml.ScalarNode) else "?"


def _scalar(node: yaml.Node | None, comment: str) -> Iterator[tuple[int, None, str, list[str]]]:
    """Yield the Babel tuple for a non-empty string scalar node."""
    if isinstance(node, yaml.ScalarNode) and node.tag == STR_TAG and node.value:
        yield node.start_mark.line + 1, None, node.value, [comment]
