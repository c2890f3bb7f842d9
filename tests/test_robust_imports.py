"""No import circles in the ``helper`` package (issue 10 section 3).

The imports are read from the source with :mod:`ast` (module level and inside
functions alike, since a deferred import still ties the two modules), and the
graph of ``helper`` modules is searched for a cycle. Importing a package's
submodule runs the package's ``__init__`` first; that is not counted as an
edge (it is how packages work), but naming the package itself is.
"""

from __future__ import annotations

import ast
from pathlib import Path

import helper

ROOT = Path(helper.__file__).parent


def _modules() -> dict[str, Path]:
    found = {}
    for path in ROOT.rglob("*.py"):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                targets.add(sub if sub in modules else base)
    return {target for target in targets if target in modules and target != name}


def import_graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: _imports(name, path, modules) for name, path in modules.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` as a list of nodes (first == last), or None."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_find_cycle_finds_a_planted_circle():
    # The checker itself must be able to fail: the two circles issue 10 named.
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None
    assert find_cycle({"model": {"loader"}, "loader": {"model"}}) == ["loader", "model", "loader"]
    assert find_cycle({"adjusted": {"settings"}, "settings": {"matchpoints"},
                       "matchpoints": {"adjusted"}}) == ["adjusted", "settings", "matchpoints", "adjusted"]


def test_the_graph_sees_the_known_edges():
    graph = import_graph()
    assert "helper.laws.records" in graph["helper.laws.loader"]
    assert "helper.laws.loader" in graph["helper.laws.model"]  # a deferred import counts
    assert "helper.scoring.errors" in graph["helper.scoring.imps"]
    assert "helper.scoring.datum_rule" in graph["helper.scoring.settings"]


def test_no_import_cycle_in_the_package():
    assert find_cycle(import_graph()) is None
