"""The dialogue engine: walks the question graph (``graph.yaml``) to a ruling.

The graph is data; this module loads and validates it, keeps the Director's
answers (so that *back* and *start over* are exact), evaluates the branch
conditions and, at a result node, calls the scoring rule it names with the
inputs collected on the path. It knows nothing of the UI or of languages:
answers are choice values and exact numbers, and the :class:`Ruling` is
language-neutral (``helper.dialogue.render`` words it).
"""

from __future__ import annotations

import functools
import os
from decimal import Decimal
TYPE_CHECKING = False  # typing is not imported at run time (start-up time); the names are for annotations
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any, Callable, Iterator

    from helper.scoring.adjusted import AdjustedScore

from helper.dialogue.ruling import Answer, AnswerError, Ruling  # noqa: F401 (their home: helper/dialogue/ruling.py)
from helper.frozen import Frozen, factory, replace
from helper.scoring import Settings

GRAPH_PATH = os.path.join(os.path.dirname(__file__), "graph.yaml")
"""The shipped question graph, as text (``helper score artificial`` imports this module, not :mod:`pathlib`)."""


class GraphError(ValueError):
    """The graph data is malformed (unknown node, dead end, missing input ...)."""


class Choice(Frozen):
    """A choice of a question. ``set`` gives other variables fixed values;
    ``derive`` gives them values read from earlier answers
    (``{ns_fault: {nos_side: {ns: none, ew: direct}}}``)."""

    value: str
    label: str
    next: Any
    set: dict[str, Any] = factory(dict)
    adds_laws: tuple[str, ...] = ()
    derive: dict[str, dict[str, dict[str, Any]]] = factory(dict)

    def effects(self, variables: dict[str, Any]) -> dict[str, Any]:
        """The variables this choice sets, given the answers so far."""
        values = dict(self.set)
        for name, rule in self.derive.items():
            (source, mapping), = rule.items()
            if variables.get(source) in mapping:
                values[name] = mapping[variables[source]]
        return values


class Node(Frozen):
    """One node of the graph; see the comment at the top of ``graph.yaml``."""

    id: str
    type: str
    text: str = ""
    laws: tuple[str, ...] = ()
    choices: tuple[Choice, ...] = ()
    next: Any = None
    min: Decimal | None = None
    max: Decimal | None = None
    min_exclusive: bool = False
    integer: bool = False
    optional: bool = False
    compute: str | None = None
    inputs: dict[str, Any] = factory(dict)
    message: str = ""
    parse: str | None = None
    repeat: bool = False  # a loop may ask it again: its answers are a list (see graph.yaml)

    @property
    def terminal(self) -> bool:
        return self.type in ("result", "advice")

    def choice(self, value: str) -> Choice:
        for choice in self.choices:
            if choice.value == value:
                return choice
        raise AnswerError("choice", self.id, value)


# ------------------------------------------------------------ computations

# The form of scoring (the `form` answer) -> the artificial score's scoring.
_ARTIFICIAL_SCORING = {"teams": "imps", "pairs_imps": "imps", "pairs_ximps": "ximps", "pairs_butler": "butler"}


def _artificial(settings: Settings, form, ns_fault, ew_fault, top=None, ns_session=None, ew_session=None,
                director_error=None, board_in_session=None, results=None, knockout=None) -> AdjustedScore:
    # The rules are imported with the first score (the first screen does without them: start-up time).
    from helper.scoring.adjusted import artificial_score

    return artificial_score(
        _ARTIFICIAL_SCORING.get(form, "mp"),
        ns_fault,
        ew_fault,
        top=top,
        ns_session=ns_session,
        ew_session=ew_session,
        individual=form == "individual",
        director_error=director_error == "yes",
        board_in_session=int(board_in_session or 1),
        results=None if results is None else int(results),
        settings=settings,
        knockout=knockout == "yes",
    )


def _fouled(settings: Settings, table, expected, same=None, other=None, vul=None) -> AdjustedScore:
    # Law 87B: this table's version is the table's result and `same`; the
    # other versions' results are `other`, one traveller per version (a list;
    # one text is one version; absent: one version only).
    from helper.scoring.fouled import fouled_board, fouled_table
    from helper.scoring.notation import parse_field, parse_table_result

    vul = vul or "none"
    table_score = parse_table_result(table, vul)
    groups = [[table_score] + (parse_field(same, vul) if same is not None else [])]
    for version in ([other] if isinstance(other, str) else other or []):
        groups.append(parse_field(version, vul))
    board = fouled_board(groups, int(expected), settings=settings)
    return fouled_table(board, 1, table_score)


def _teams_multiple(settings: Settings, ns_fault, ew_fault, assigned_imps=None, knockout=None) -> AdjustedScore:
    from helper.scoring.adjusted import teams_multiple_results

    return teams_multiple_results(ns_fault, ew_fault, assigned_imps=assigned_imps, settings=settings,
                                  knockout=knockout == "yes")


def _knockout(settings: Settings, ns_imps, ew_imps) -> AdjustedScore:
    from helper.scoring.adjusted import knockout_average

    return knockout_average(ns_imps, ew_imps)


def _assigned(settings: Settings, scoring, vul, nos=None, table_result=None, outcomes=None, ns_outcomes=None,
              ew_outcomes=None, field=None, other_table=None, knockout=None, director_error=None,
              single_result=None) -> AdjustedScore:
    # Law 82C: a Director's error with no result (director_error) or after a
    # result (nos "both"): both sides non-offending. Law 86B1: single_result.
    from helper.scoring.assigned import assigned_score
    from helper.scoring.conventions import assigned_conventions
    from helper.scoring.notation import parse_field, parse_outcomes, parse_table_result

    def weighted(text):
        return None if text is None else [(o.weight, o.ns_score) for o in parse_outcomes(text, vul)]

    score = assigned_score(
        scoring,
        outcomes=weighted(outcomes),
        ns_outcomes=weighted(ns_outcomes),
        ew_outcomes=weighted(ew_outcomes),
        field=None if field is None else parse_field(field, vul),
        other_table=None if other_table is None else parse_table_result(other_table, vul),
        table_result=None if table_result is None else parse_table_result(table_result, vul),
        nos=None if nos == "both" else nos,
        scale=settings.scoring.matchpoint_scale,
        datum_rule=settings.scoring.datum_rule(),
        rounding=settings.scoring.rounding,
        cross_imps_average=settings.scoring.cross_imps_mode,
        knockout=knockout == "yes",
        director_error=nos == "both" or director_error == "yes",
        single_result=single_result == "yes",
    )
    results = None if field is None else len(parse_field(field, vul)) + 1  # the field and this table
    return replace(score, conventions=assigned_conventions(scoring, settings.scoring, results))


class Computation(Frozen):
    """A scoring rule a result node may name: its function and required inputs."""

    function: Callable[..., AdjustedScore]
    required: tuple[str, ...]
    optional: tuple[str, ...]


COMPUTATIONS: dict[str, Computation] = {
    "artificial": Computation(
        _artificial,
        ("form", "ns_fault", "ew_fault"),
        ("top", "ns_session", "ew_session", "director_error", "board_in_session", "results", "knockout"),
    ),
    "fouled": Computation(_fouled, ("table", "expected"), ("same", "other", "vul")),
    "teams_multiple": Computation(_teams_multiple, ("ns_fault", "ew_fault"), ("assigned_imps", "knockout")),
    "knockout": Computation(_knockout, ("ns_imps", "ew_imps"), ()),
    "assigned": Computation(
        _assigned,
        ("scoring", "vul"),
        ("nos", "table_result", "outcomes", "ns_outcomes", "ew_outcomes", "field", "other_table", "knockout",
         "director_error", "single_result"),
    ),
}

# What a text question accepts: its reader in helper.scoring.notation, and a
# sample answer for the graph validator's walks.
TEXT_PARSERS = {
    "result": ("parse_table_result", "+420"),
    "outcomes": ("parse_outcomes", "60 +420; 40 -50"),
    "field": ("parse_field", "+420, -50"),
}


# ------------------------------------------------------------------ graph

AFTER_END = "end"
"""The ``next`` of the last question asked after the score (see ``Graph.after``)."""


class Graph(Frozen):
    """The validated question graph: ``start`` node id and ``nodes`` by id.

    ``after``: the first of the questions asked once a score is reached (a
    procedural penalty, Law 90), or None. They do not hold up the ruling:
    the dialogue is finished at the result node, and answering them adds to
    the ruling (see :attr:`Dialogue.after_question`). They end at
    :data:`AFTER_END`.
    """

    start: str
    nodes: dict[str, Node]
    after: str | None = None

    def __getitem__(self, node_id: str) -> Node:
        return self.nodes[node_id]

    def questions(self) -> list[Node]:
        """The question nodes (choice and number), in file order."""
        return [n for n in self.nodes.values() if not n.terminal]

    def law_ids(self) -> set[str]:
        """Every 2017 paragraph id the graph cites (``laws`` and ``adds_laws``)."""
        ids = set()
        for node in self.nodes.values():
            ids.update(node.laws)
            for choice in node.choices:
                ids.update(choice.adds_laws)
        return ids

    def strings(self) -> Iterator[tuple[str, str]]:
        """Yield (node id, English string) for every string shown to the Director."""
        for node in self.nodes.values():
            for text in (node.text, node.message):
                if text:
                    yield node.id, text
            for choice in node.choices:
                yield node.id, choice.label


def _decimal(value: Any) -> Decimal | None:
    return None if value is None else Decimal(str(value))


def _parse_node(node_id: str, data: dict) -> Node:
    kind = data.get("type")
    if kind not in ("choice", "number", "text", "result", "advice"):
        raise GraphError(f"{node_id}: unknown type {kind!r}")
    choices = tuple(
        Choice(
            value=str(c["value"]),
            label=c["label"],
            next=c["next"],
            set=dict(c.get("set", {})),
            derive=dict(c.get("derive", {})),
            adds_laws=tuple(c.get("adds_laws", ())),
        )
        for c in data.get("choices", ())
    )
    return Node(
        id=node_id,
        type=kind,
        text=data.get("text", ""),
        laws=tuple(data.get("laws", ())),
        choices=choices,
        next=data.get("next"),
        min=_decimal(data.get("min")),
        max=_decimal(data.get("max")),
        min_exclusive=bool(data.get("min_exclusive", False)),
        integer=bool(data.get("integer", False)),
        optional=bool(data.get("optional", False)),
        compute=data.get("compute"),
        inputs=dict(data.get("inputs", {})),
        message=data.get("message", ""),
        parse=data.get("parse"),
        repeat=bool(data.get("repeat", False)),
    )


@functools.cache
def load_graph(path: Path | str = GRAPH_PATH, check_paths: bool = True) -> Graph:
    """Load and validate the graph (see :func:`validate`).

    ``check_paths=False`` checks the structure only (types, targets,
    computations and their inputs) and skips walking every path: the running
    app does that, for start-up time; the tests walk every path of the shipped
    graph.

    Raises:
        GraphError: the data is malformed.
    """
    from pathlib import Path

    graph = _built_graph(Path(path))
    if check_paths:
        validate(graph, check_paths=True)
    return graph


def _built_graph(path: Path) -> Graph:
    """The graph of ``path`` parsed and its structure checked (:func:`validate` without
    ``check_paths``), kept in the start-up cache (:mod:`helper.cache`) while the file, this module
    (the parsing, the checks and the records) and :mod:`helper.frozen` (their pickling) are
    unchanged: the first frame takes the records as stored, without parsing 58 nodes into them
    and checking them again (about 4.5 million instructions, issue 10). Raises OSError,
    yaml.YAMLError or GraphError (nothing is stored then)."""
    import zlib

    from helper import cache, frozen

    def build() -> Graph:
        data = _read_graph(path)
        if not isinstance(data, dict) or not isinstance(data.get("nodes"), dict) or "start" not in data:
            raise GraphError(f"{path}: a graph needs 'start' and a mapping of 'nodes'")
        nodes = {}
        for node_id, spec in data["nodes"].items():
            if not isinstance(spec, dict):
                raise GraphError(f"{node_id}: a node must be a mapping")
            try:
                nodes[node_id] = _parse_node(node_id, spec)
            except (KeyError, TypeError) as exc:
                # e.g. a choice without a label or next: name the node, not a KeyError.
                raise GraphError(f"{node_id}: malformed node ({exc!r})") from None
        graph = Graph(start=data["start"], nodes=nodes, after=data.get("after_score"))
        validate(graph, check_paths=False)
        return graph

    name = f"graph-built-{zlib.crc32(str(path.resolve()).encode()):08x}"
    return cache.cached(name, [path, __file__, frozen.__file__], build)


def _read_graph(path: Path):
    """The YAML data of the graph file. Raises OSError or yaml.YAMLError."""
    import yaml

    with path.open(encoding="utf-8") as handle:
        return yaml.load(handle, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # noqa: S506


# ------------------------------------------------------------- conditions

def _setting_flag(settings: Settings, name: str) -> bool:
    if name == "multiple_boards":
        return settings.multiple_boards is not None
    if name == "cross_imps_average":
        return settings.scoring.cross_imps_average
    raise GraphError(f"unknown setting in condition: {name}")


def _holds(when: list[dict], variables: dict[str, Any], settings: Settings) -> bool:
    for alternative in when:
        ok = True
        for key, allowed in alternative.items():
            if key.startswith("setting:"):
                value = _setting_flag(settings, key.removeprefix("setting:"))
            else:
                value = variables.get(key)
            if value not in allowed:
                ok = False
                break
        if ok:
            return True
    return False


def resolve_next(spec: Any, variables: dict[str, Any], settings: Settings) -> str:
    """The node id a ``next`` spec leads to, given the variables so far."""
    if isinstance(spec, str):
        return spec
    for rule in spec:
        if "when" not in rule or _holds(rule["when"], variables, settings):
            return rule["goto"]
    raise GraphError(f"no branch matches in {spec!r}")


# ------------------------------------------------------------- validation

def _targets(spec: Any) -> list[str]:
    if spec is None:
        return []
    if isinstance(spec, str):
        return [spec]
    return [rule["goto"] for rule in spec]


def validate(graph: Graph, check_paths: bool = True) -> None:
    """Check the graph: every target exists, every node is reachable, every
    question leads on, and every path reaches a result or advice whose
    computation has its required inputs (the last three only with
    ``check_paths``: they walk every path).

    Raises:
        GraphError: naming the first fault found.
    """
    if graph.start not in graph.nodes:
        raise GraphError(f"start node {graph.start!r} does not exist")
    if graph.after is not None and graph.after not in graph.nodes:
        raise GraphError(f"after_score node {graph.after!r} does not exist")
    for node in graph.nodes.values():
        if node.type == "choice" and not node.choices:
            raise GraphError(f"{node.id}: a choice node without choices")
        if node.type in ("number", "text") and node.next is None:
            raise GraphError(f"{node.id}: dead end (no next)")
        if node.type == "text" and node.parse not in TEXT_PARSERS:
            raise GraphError(f"{node.id}: unknown parse {node.parse!r}")
        if node.type == "result":
            if node.compute not in COMPUTATIONS:
                raise GraphError(f"{node.id}: unknown computation {node.compute!r}")
            comp = COMPUTATIONS[node.compute]
            unknown = set(node.inputs) - set(comp.required) - set(comp.optional)
            missing = set(comp.required) - set(node.inputs)
            if unknown or missing:
                raise GraphError(f"{node.id}: inputs unknown {sorted(unknown)} missing {sorted(missing)}")
        if node.type == "advice" and not node.message:
            raise GraphError(f"{node.id}: advice without message")
        specs = [c.next for c in node.choices] + ([node.next] if node.next is not None else [])
        for spec in specs:
            for target in _targets(spec):
                if target not in graph.nodes and target != AFTER_END:
                    raise GraphError(f"{node.id}: next {target!r} does not exist")
    if not check_paths:
        return
    seen: set[str] = set()
    for settings in (Settings(), _with_multiple_boards()):
        for path, variables in walk_all(graph, settings):
            seen.update(path)
            end = graph[path[-1]]
            if end.type == "result":
                comp = COMPUTATIONS[end.compute]
                for name in comp.required:
                    if _input(end.inputs[name], variables) is None:
                        raise GraphError(f"path {' > '.join(path)}: input {name!r} not collected")
                if graph.after is not None:
                    after_vars = {**variables, "penalty_scoring": penalty_scoring(end, variables)}
                    for after_path, _ in walk_after(graph, settings, after_vars):
                        seen.update(after_path)
    unreachable = set(graph.nodes) - seen
    if unreachable:
        raise GraphError(f"unreachable nodes: {sorted(unreachable)}")


def penalty_scoring(node: Node, variables: dict[str, Any]) -> str:
    """The form of scoring a procedural penalty after result ``node`` is in:
    ``mp`` (a percentage of a top) or ``imps``/``ximps``/``butler`` (IMPs);
    see :func:`helper.scoring.penalty.procedural_penalty`."""
    if node.compute == "fouled":
        return "mp"
    if node.compute == "artificial":
        return _ARTIFICIAL_SCORING.get(_input(node.inputs["form"], variables), "mp")
    if node.compute == "assigned":
        return str(_input(node.inputs["scoring"], variables) or "mp")
    return "imps"  # teams_multiple, knockout: team play


def walk_after(graph: Graph, settings: Settings, variables: dict[str, Any]) -> Iterator[tuple[list[str], dict[str, Any]]]:
    """Yield every (path, variables) through the questions after the score,
    from ``graph.after`` to :data:`AFTER_END` (a cycle or a node that is not a
    question raises GraphError)."""

    def visit(node_id: str, path: list[str], variables: dict[str, Any]):
        if node_id == AFTER_END:
            yield path, variables
            return
        if node_id in path:
            raise GraphError(f"cycle: {' > '.join(path + [node_id])}")
        node = graph[node_id]
        if node.terminal or node.type == "text":
            raise GraphError(f"{node_id}: after the score only choice and number questions are asked")
        path = path + [node_id]
        for target, new in _branches(node, variables, settings):
            yield from visit(target, path, new)

    yield from visit(graph.after, [], variables)


def _with_multiple_boards() -> Settings:
    from helper.scoring import MultipleBoards

    return Settings(multiple_boards=MultipleBoards())


REPEAT_WALKS = 3
"""How many times the validator's walks take a loop's question (``repeat``):
once, again, and a third time (so any number of further versions is walked)."""


def _with_answer(node: Node, variables: dict[str, Any], value: Any) -> dict[str, Any]:
    """``variables`` (a copy) with ``value`` answering ``node``: appended to
    the list of a ``repeat`` question, else set."""
    if node.repeat:
        return {**variables, node.id: [*variables.get(node.id, []), value]}
    return {**variables, node.id: value}


def _branches(node: Node, variables: dict[str, Any], settings: Settings) -> Iterator[tuple[str, dict[str, Any]]]:
    """The ways on from question ``node`` for the validator's walks: (the next
    node id, the variables with the answer) for every choice; for a text or
    number question a sample answer (a text of its kind; the maximum, else
    1) and, when it is optional, the question skipped (None)."""
    if node.type == "choice":
        for choice in node.choices:
            new = _with_answer(node, variables, choice.value)
            new.update(choice.effects(new))
            yield resolve_next(choice.next, new, settings), new
        return
    if node.type == "text":
        sample = TEXT_PARSERS[node.parse][1]
    else:
        sample = node.max if node.max is not None else Decimal(1)
    for value in [sample] + ([None] if node.optional else []):
        new = _with_answer(node, variables, value)
        yield resolve_next(node.next, new, settings), new


def walk_all(graph: Graph, settings: Settings) -> Iterator[tuple[list[str], dict[str, Any]]]:
    """Yield every (path of node ids, variables) from the start to an end.

    Number questions are tried answered (with a sample value) and, when
    optional, skipped. A loop through ``repeat`` questions is walked round up
    to :data:`REPEAT_WALKS` times; any other cycle, or a dead end, raises GraphError.
    """

    def visit(node_id: str, path: list[str], variables: dict[str, Any]):
        node = graph[node_id]
        if node_id in path:
            if not node.repeat:
                raise GraphError(f"cycle: {' > '.join(path + [node_id])}")
            if path.count(node_id) >= REPEAT_WALKS:
                return  # the loop was walked round: its way out is walked from the first rounds
        path = path + [node_id]
        if node.terminal:
            yield path, variables
            return
        for target, new in _branches(node, variables, settings):
            yield from visit(target, path, new)

    yield from visit(graph.start, [], {})


def _input(spec: Any, variables: dict[str, Any]) -> Any:
    names = [spec] if isinstance(spec, str) else list(spec)
    for name in names:
        if variables.get(name) is not None:
            return variables[name]
    return None


# ------------------------------------------------------------------ state

class Dialogue:
    """One walk through the graph.

    ``answers`` is the whole state: the current node, the variables and the
    ruling are derived from it, so *back* and *start over* cannot drift.
    The answers taken back with :meth:`back` are remembered (``taken_back``,
    latest last) so that the question they belonged to can offer its earlier
    answer again (:attr:`earlier_answer`): going back and confirming each
    question again gives the same ruling.

    ``started_from``: the paragraph id the law finder started this ruling
    from (Ctrl+G), or None. It only guides (:mod:`helper.dialogue.guide`):
    no answer comes from it. :meth:`restart` and :meth:`restore` forget it.
    """

    def __init__(self, graph: Graph | None = None, settings: Settings | None = None):
        self.graph = graph or load_graph(GRAPH_PATH, check_paths=False)
        self.settings = settings or Settings()
        self.answers: list[Answer] = []
        self.taken_back: list[Answer] = []
        self.started_from: str | None = None
        self._ruling_memo: tuple | None = None  # (answers, settings, graph, ruling): see ruling()

    # -- derived state
    def _replay(self) -> tuple[str, dict[str, Any], list[str]]:
        node_id, variables, added, _after = self._walk()
        return node_id, variables, added

    def _after_start(self, node_id: str, variables: dict[str, Any]) -> str | None:
        node = self.graph[node_id]
        if self.graph.after is None or node.type != "result":
            return None
        variables["penalty_scoring"] = penalty_scoring(node, variables)
        return self.graph.after

    def _walk(self) -> tuple[str, dict[str, Any], list[str], str | None]:
        # The main path to its end node, then the questions after the score
        # (``after``: the one waiting, AFTER_END when all are answered, None
        # when there are none or the end is not reached).
        node_id, variables, added, after = self.graph.start, {}, [], None
        for answer in self.answers:
            if after is None and self.graph[node_id].terminal:
                after = self._after_start(node_id, variables)
            asking = node_id if after is None else after
            if asking == AFTER_END or (after is None and self.graph[node_id].terminal):
                raise AnswerError("finished", asking, answer.value)
            node = self.graph[asking]
            if node.repeat:  # asked once per round of its loop: the answers in order
                variables[asking] = [*variables.get(asking, []), answer.value]
            else:
                variables[asking] = answer.value
            if node.type == "choice":
                choice = node.choice(answer.value)
                variables.update(choice.effects(variables))
                added.extend(choice.adds_laws)
                spec = choice.next
            else:
                spec = node.next
            target = resolve_next(spec, variables, self.settings)
            if after is None:
                node_id = target
            else:
                after = target
        if after is None and self.graph[node_id].terminal:
            after = self._after_start(node_id, variables)
        return node_id, variables, added, after

    @property
    def after_question(self) -> Node | None:
        """The question after the score waiting for an answer (``Is there
        also a procedural penalty?``), or None: the main path is not finished,
        it ended in advice, or every such question is answered."""
        after = self._walk()[3]
        return None if after in (None, AFTER_END) else self.graph[after]

    @property
    def asking(self) -> Node | None:
        """The question waiting for an answer: the current one, else
        :attr:`after_question`; None when nothing remains to answer."""
        node = self.current
        return self.after_question if node.terminal else node

    @property
    def current(self) -> Node:
        """The node the dialogue is at (a question, or the result/advice at the end)."""
        return self.graph[self._replay()[0]]

    @property
    def variables(self) -> dict[str, Any]:
        """The values collected so far, by variable name."""
        return self._replay()[1]

    @property
    def finished(self) -> bool:
        return self.current.terminal

    # -- moves
    def answer(self, value: Any) -> Node:
        """Answer the current question and move on.

        Args:
            value: for a choice question, a choice value (str); for a number
                question, a number (int, Decimal or numeric str) or None to skip
                an optional one.

        Returns:
            The next node.

        Raises:
            AnswerError: the answer is not accepted (see its ``code``).
        """
        node = self.asking
        if node is None:
            raise AnswerError("finished", self.current.id, value)
        if node.type == "choice":
            node.choice(str(value))
            given = Answer(node.id, str(value))
        elif node.type == "text":
            given = Answer(node.id, check_text(node, value, self.variables))
        else:
            given = Answer(node.id, check_number(node, value))
        self.answers.append(given)
        if self.current.type == "result":
            # The last answer completes the inputs: one the rule cannot score
            # together with the earlier ones (e.g. fewer results expected than
            # typed, Law 87B) is refused here, with the rule's reason, and
            # nothing earlier is lost.
            from helper.scoring import ScoringError

            try:
                self.ruling()
            except ScoringError as exc:
                self.answers.pop()
                raise AnswerError("parse", node.id, exc) from exc
        if self.taken_back and self.taken_back[-1] == given:
            self.taken_back.pop()  # the same answer again: the later ones still apply
        else:
            self.taken_back.clear()  # a different answer: the later ones were given on other premises
        return self.current

    def back(self) -> bool:
        """Take back the last answer (remembered in ``taken_back``). Returns False when there was none."""
        if not self.answers:
            return False
        self.taken_back.append(self.answers.pop())
        return True

    @property
    def earlier_answer(self) -> Answer | None:
        """The answer the current question had before :meth:`back` took it
        back, while every answer since has been given again unchanged; else None.
        Its ``value`` is a choice value, a Decimal, None (a skipped optional
        number) or a text answer."""
        node = self.asking
        if self.taken_back and node is not None and self.taken_back[-1].node == node.id:
            return self.taken_back[-1]
        return None

    def restart(self) -> None:
        """Forget every answer (and the law finder's paragraph) and return to the first question."""
        self.answers.clear()
        self.taken_back.clear()
        self.started_from = None

    def restore(self, answers: list[tuple[str, Any]]) -> int:
        """Replay saved (question id, answer) pairs, e.g. a ruling in progress.

        Answers are given as stored (text); each is checked again, and the
        replay stops at the first one that no longer fits the graph (a
        question renamed or removed since it was saved).

        Returns:
            How many answers were restored.
        """
        self.restart()
        for node_id, value in answers:
            node = self.asking
            if node is None or node.id != node_id:
                break
            try:
                self.answer(None if value is None else value)
            except (AnswerError, ArithmeticError, ValueError):
                break
        return len(self.answers)

    # -- the end
    def ruling(self) -> Ruling | None:
        """The ruling at the end of the path, or None while questions remain.

        Raises:
            helper.scoring.ScoringError: the rule cannot score these inputs
                (the graph's bounds make this a defect, not a user error).
        """
        # The screen asks for the ruling several times per answer (transcript,
        # law panel, record); a long traveller is parsed and scored once per
        # set of answers (issue 10). The Ruling is frozen: sharing it is safe.
        memo = self._ruling_memo
        answers = tuple(self.answers)
        if memo is not None and memo[0] == answers and memo[1] is self.settings and memo[2] is self.graph:
            return memo[3]
        found = self._ruling()
        self._ruling_memo = (answers, self.settings, self.graph, found)
        return found

    def _ruling(self) -> Ruling | None:
        node_id, variables, added = self._replay()
        node = self.graph[node_id]
        form = variables.get("form")
        minutes = self.settings.appeal.minutes
        if node.type == "advice":
            return Ruling("advice", tuple(node.laws), node_id, message=node.message, form=form,
                          answers=tuple(self.answers), appeal_minutes=minutes)
        if node.type != "result":
            return None
        comp = COMPUTATIONS[node.compute]
        kwargs = {}
        for name, spec in node.inputs.items():
            value = _input(spec, variables)
            if value is not None:
                kwargs[name] = value
        from helper.scoring.adjusted import rounded

        score = rounded(comp.function(self.settings, **kwargs), self.settings.scoring.score_decimals,
                        self.settings.scoring.score_halves)
        laws = tuple(dict.fromkeys(added + [law for law in score.laws if law not in added]))
        penalty = self._penalty(variables, score)
        if penalty is not None:
            laws = tuple(dict.fromkeys(laws + (penalty.law,)))
        return Ruling("score", laws, node_id, score=score, form=form, answers=tuple(self.answers),
                      penalty=penalty, appeal_minutes=minutes)

    def _penalty(self, variables: dict[str, Any], score: AdjustedScore):
        # Law 90A: the side named at the `penalty` question, of the size
        # given (`penalty_pct` / `penalty_imps`) or the regulated standard.
        # Only once the size question was answered (an empty answer: the
        # standard): a side chosen with its size not yet asked is no penalty
        # yet, not the standard one (issue 7, session 10).
        # In an individual event each player is a contestant: the offending player
        # (`penalty_player_ns` / `penalty_player_ew`) is penalised alone.
        side = variables.get("penalty")
        if side not in ("ns", "ew"):
            return None
        from helper.scoring.penalty import procedural_penalty

        player = variables.get(f"penalty_player_{side}")
        if variables.get("form") == "individual" and player not in ("n", "e", "s", "w"):
            return None  # the offending player not yet named: no penalty on a side of two contestants
        scoring = variables.get("penalty_scoring") or str(score.scoring)
        size = "penalty_pct" if scoring == "mp" else "penalty_imps"
        if size not in variables:
            return None
        amount = variables.get(size)
        return procedural_penalty(scoring, side, amount=amount, top=score.top if scoring == "mp" else None,
                                  settings=self.settings.penalty, player=player if player in ("n", "e", "s", "w")
                                  else None)


def check_number(node: Node, value: Any) -> Decimal | None:
    """Validate a number answer for ``node``; returns the exact value or None (skipped).

    ``value``: a Decimal, an int, or a plain decimal string (``"15.6"``;
    digits as :func:`helper.numbers.parse_decimal` reads them).

    Raises:
        AnswerError: ``required``, ``number``, ``digit`` (a character that
            looks like a digit but is not ``0``-``9``/``０``-``９``, e.g.
            ``❶``), ``length`` (more than 30 digits), ``integer`` or ``range``.
    """
    from helper.numbers import NumberError, parse_decimal

    if value is None or (isinstance(value, str) and not value.strip()):
        if not node.optional:
            raise AnswerError("required", node.id, value)
        return None
    if isinstance(value, bool):
        raise AnswerError("number", node.id, value)
    try:
        number = value if isinstance(value, Decimal) else (
            Decimal(value) if isinstance(value, int) else parse_decimal(str(value)))
    except NumberError as exc:
        raise AnswerError(exc.code, node.id, value) from exc
    if not number.is_finite():
        raise AnswerError("number", node.id, value)
    if node.integer and number != number.to_integral_value():
        raise AnswerError("integer", node.id, value)
    low_fail = node.min is not None and (number <= node.min if node.min_exclusive else number < node.min)
    high_fail = node.max is not None and number > node.max
    if low_fail or high_fail:
        raise AnswerError("range", node.id, value, node.min, node.max, node.min_exclusive)
    return number


def check_text(node: Node, value: Any, variables: dict[str, Any]) -> str | None:
    """Validate a text answer (a result, weighted outcomes or a traveller).

    The text is read with the board's vulnerability (the ``vulnerability``
    answer) so that a contract is scored as it will be at the end.

    Returns:
        The text, NFC-normalised and stripped (what is stored and replayed);
        None for an optional question left empty.

    Raises:
        AnswerError: ``required`` when empty; ``parse`` with the reader's
            :class:`~helper.scoring.ScoringError` as ``value`` otherwise.
    """
    import unicodedata

    from helper.scoring import ScoringError
    from helper.scoring import notation

    text = unicodedata.normalize("NFC", str(value or "")).strip()
    if not text:
        if node.optional:
            return None
        raise AnswerError("required", node.id, value)
    reader = getattr(notation, TEXT_PARSERS[node.parse][0])
    try:
        reader(text, variables.get("vulnerability") or "none")
    except ScoringError as exc:
        raise AnswerError("parse", node.id, exc) from exc
    return text
