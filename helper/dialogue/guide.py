"""The law finder's way to a paragraph: suggestions, never answers (issue 11, issue 7 A).

The law finder (Ctrl+F, then Ctrl+G on a paragraph) starts a ruling *from* a
paragraph. It does not answer anything for the Director: the ruling starts at
its first question with no answer given, and :func:`guidance` says, at each
question on the way, what the finder knows and no more:

* ``suggest`` - exactly one answer of this choice question leads on to the
  paragraph (e.g. "A result was obtained ..." for 12C1(e)): the screen puts it
  on the answer line, highlighted, with a line saying it is the finder's
  suggestion. Only the Director's Enter records it; he may choose another.
* ``some`` / ``any`` - several (or all) answers lead on to it: which side is
  non-offending, the vulnerability, the form of scoring, whether a match is a
  knockout, ... are facts of the table the finder cannot know. Nothing is
  highlighted; the line names the answers that lead on. (A design that
  offered the first of them, as the finder once did, makes a wrong
  vulnerability or a knockout that was a Swiss match one Enter away: that is
  why facts are never suggested.)
* ``type`` - a number or result must be typed: the finder never invents one.
* ``here`` - this question shows the paragraph (or is the question that fits
  a paragraph no question shows, :data:`ENTRY_QUESTIONS`): the Director
  answers it himself.
* ``lost`` - the answers given lead away from the paragraph (the Director
  chose otherwise): said, so that ^P can go back.

So every answer recorded is one the Director saw and gave (Enter), a ruling is
never recorded or finished by the finder (a paragraph shown at the end of a
path, 12B2, is reached by the Director's own answers), and going back works as
without the finder. The 'jump to the paragraph' the finder once made is given
up on purpose: every answer before it would be one the Director had not given.

Reachability is exact: it walks the graph from the answers given with the
validator's walk (:func:`helper.dialogue.engine._branches`: every choice, a
sample of each typed answer and the skip of an optional one), the branch
conditions evaluated on the variables collected, through the questions after
the score (a procedural penalty, Law 90A).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from helper.dialogue.engine import (AFTER_END, Dialogue, Graph, Node, _branches, _targets, _with_answer,
                                    penalty_scoring, resolve_next)
from helper.scoring import Settings

# Paragraphs that no question shows, and the question of the dialogue that fits
# each (the law finder leads there; helper/dialogue/graph.yaml is not changed):
ENTRY_QUESTIONS = {
    # 12A1: an adjusted score for the non-offending side when the Laws prescribe no
    # rectification for the violation: the damage path, "Which side is non-offending?".
    "12A1": "nos_side",
    # 12A3: an incorrect rectification: a Director's ruling that let play go on was
    # wrong, a choice of the same question ("Both: ... (Law 82C)").
    "12A3": "nos_side",
    # 82C (1997 text; 2017 82C is not in the sources): the Director's error.
    "82C": "director_error",
    # 86B3: the Regulating Authority may vary 86B2's scores for boards played at one
    # table only; without such a regulation the Director proceeds as 86B2: its question.
    "86B3": "team_ns_fault",
}

# Choices whose ruling cites a paragraph through the scoring rules rather than the
# graph's ``adds_laws`` (helper/dialogue/graph.yaml is not changed, so the order of a
# ruling's laws is not either): "Both: a ruling of the Director that let play go on
# was wrong (Law 82C)" - both sides non-offending, and helper.scoring.adjusted cites 82C.
ENTRY_CHOICES = {
    "82C": frozenset({("nos_side", "both")}),
}


def _adds(node: Node, value: str, paragraph_id: str) -> bool:
    """Whether choice ``value`` of ``node`` puts ``paragraph_id`` in the ruling
    (its ``adds_laws``, or :data:`ENTRY_CHOICES`)."""
    return (paragraph_id in node.choice(value).adds_laws
            or (node.id, value) in ENTRY_CHOICES.get(paragraph_id, ()))


@dataclass(frozen=True)
class Guidance:
    """What the law finder says at the question being asked.

    ``kind``: ``suggest``, ``some``, ``any``, ``type``, ``here`` or ``lost``
    (see the module docstring). ``paragraph``: the paragraph id the ruling was
    started from (2017, or a 1997 id such as ``82C`` that the concordance keeps).
    ``choices``: for ``suggest`` the one choice value, for ``some`` and
    ``any`` the values that lead on, in the question's order; else ``()``.
    """

    kind: str
    paragraph: str
    choices: tuple[str, ...] = ()

    def numbers(self, node: Node) -> tuple[int, ...]:
        """The 1-based numbers of :attr:`choices` among ``node``'s choices (as on the screen)."""
        values = [c.value for c in node.choices]
        return tuple(values.index(value) + 1 for value in self.choices)


def shows(node: Node, paragraph_id: str) -> bool:
    """Whether question ``node`` shows ``paragraph_id`` or is its entry question (:data:`ENTRY_QUESTIONS`)."""
    return paragraph_id in node.laws or ENTRY_QUESTIONS.get(paragraph_id) == node.id


def reaches(graph: Graph, settings: Settings, node_id: str, variables: dict[str, Any], paragraph_id: str,
            after: bool = False) -> bool:
    """Whether some way on from node ``node_id`` with ``variables`` (any answers the
    Director may give from there) comes to a question or end that shows
    ``paragraph_id``, or to a choice that adds it to the ruling.

    ``after``: ``node_id`` is a question asked after the score (Law 90A).
    A loop (``repeat`` questions) is walked round once.
    """

    possible = _may_reach(graph, paragraph_id)

    def visit(node_id: str, variables: dict[str, Any], after: bool, path: frozenset) -> bool:
        if node_id == AFTER_END or node_id in path or node_id not in possible:
            return False
        node = graph[node_id]
        if shows(node, paragraph_id) or any(_adds(node, c.value, paragraph_id) for c in node.choices):
            return True
        if node.terminal:
            if node.type != "result" or graph.after is None or after:
                return False
            new = {**variables, "penalty_scoring": penalty_scoring(node, variables)}
            return visit(graph.after, new, True, frozenset())
        path = path | {node_id}
        return any(visit(target, new, after, path) for target, new in _branches(node, variables, settings))

    return visit(node_id, variables, after, frozenset())


def _may_reach(graph: Graph, paragraph_id: str) -> frozenset[str]:
    """The nodes from which some way on, whatever the branch conditions, comes to
    ``paragraph_id`` (a node that shows it, a choice that adds it); a result
    leads on to the questions after the score. Only these are walked exactly."""
    cached = _MAY_REACH.get((id(graph), paragraph_id))
    if cached is not None and cached[0] is graph:
        return cached[1]
    before: dict[str, set[str]] = {node_id: set() for node_id in graph.nodes}
    found = set()
    for node in graph.nodes.values():
        if shows(node, paragraph_id) or any(_adds(node, c.value, paragraph_id) for c in node.choices):
            found.add(node.id)
        targets = _targets(node.next) + [t for c in node.choices for t in _targets(c.next)]
        if node.type == "result" and graph.after is not None:
            targets.append(graph.after)
        for target in targets:
            if target in before:
                before[target].add(node.id)
    todo = list(found)
    while todo:
        for earlier in before[todo.pop()] - found:
            found.add(earlier)
            todo.append(earlier)
    _MAY_REACH[(id(graph), paragraph_id)] = (graph, frozenset(found))
    return frozenset(found)


_MAY_REACH: dict[tuple[int, str], tuple[Graph, frozenset[str]]] = {}


def _after_choice(node: Node, variables: dict[str, Any], value: str, settings: Settings):
    choice = node.choice(value)
    new = _with_answer(node, variables, value)
    new.update(choice.effects(new))
    return resolve_next(choice.next, new, settings), new


def reachable_from_start(graph: Graph, settings: Settings, paragraph_id: str) -> bool:
    """Whether the dialogue can come to ``paragraph_id`` at all (the law finder can start a ruling from it)."""
    return reaches(graph, settings, graph.start, {}, paragraph_id)


def guidance(dialogue: Dialogue, paragraph_id: str | None = None) -> Guidance | None:
    """The law finder's word at the question ``dialogue`` is asking, on the way
    to ``paragraph_id`` (default: ``dialogue.started_from``).

    Returns None when there is no paragraph, when an answer already given was
    to a question that shows it (the Director has been there), when the main
    path has ended (the ruling names its laws), or when nothing is asked.
    """
    paragraph_id = paragraph_id or dialogue.started_from
    if not paragraph_id:
        return None
    # The screen asks several times per answer (status line, law panel, answer line): walked once.
    key = (tuple(dialogue.answers), paragraph_id)
    if _memo and _memo[0] == key and _memo[1] is dialogue.graph and _memo[2] is dialogue.settings:
        return _memo[3]
    found = _guidance(dialogue, paragraph_id)
    _memo[:] = [key, dialogue.graph, dialogue.settings, found]
    return found


_memo: list = []  # [key, graph, settings, Guidance | None]: the last guidance() computed


def _guidance(dialogue: Dialogue, paragraph_id: str) -> Guidance | None:
    graph, settings = dialogue.graph, dialogue.settings
    for answer in dialogue.answers:
        node = graph[answer.node]
        if shows(node, paragraph_id):
            return None
        if node.type == "choice" and _adds(node, answer.value, paragraph_id):
            return None
    node = dialogue.asking
    if node is None:
        return None
    if shows(node, paragraph_id):
        return Guidance("here", paragraph_id)
    if dialogue.finished:
        return None  # the ruling is there with its laws; a question after it is the Director's own
    variables = dialogue.variables
    if node.type == "choice":
        leading = tuple(c.value for c in node.choices
                        if _adds(node, c.value, paragraph_id) or reaches(graph, settings, *_after_choice(node, variables, c.value, settings), paragraph_id))
        if not leading:
            return Guidance("lost", paragraph_id)
        if len(leading) == 1 and len(node.choices) > 1:
            return Guidance("suggest", paragraph_id, leading)
        return Guidance("any" if len(leading) == len(node.choices) else "some", paragraph_id, leading)
    if any(reaches(graph, settings, target, new, paragraph_id) for target, new in _branches(node, variables, settings)):
        return Guidance("type", paragraph_id)
    return Guidance("lost", paragraph_id)
