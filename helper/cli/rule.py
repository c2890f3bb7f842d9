"""``helper rule``: replay a dialogue from a file of answers, or list its questions."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from helper.cli.common import CliError, add_detail_options, print_json, settings_from, whole_number
from helper.cli.score import score_json
from helper.i18n import get_translator


def add_parsers(commands, lang: str) -> None:
    """The ``rule`` command."""
    _ = get_translator(lang).gettext
    rule = commands.add_parser("rule", help=_("replay a dialogue from a file of answers"))
    group = rule.add_mutually_exclusive_group(required=True)
    group.add_argument("--answers", type=Path, help=_("YAML file of answers keyed by question id"))
    group.add_argument("--questions", action="store_true", help=_("list the question ids and their answers"))
    rule.add_argument("--json", action="store_true", help=_("print JSON"))
    rule.add_argument("--record", action="store_true", help=_(
        "record the ruling in the ruling log, with its details from the file (event:, board: ...) or the options below"))
    details = rule.add_argument_group(_("ruling details (with --record; each overrides the file's)"))
    add_detail_options(details, _, _("the Director's name (default: $HELPER_DIRECTOR)"))
    details.add_argument("--corrects", type=whole_number, help=_(
        "the number of an earlier record that this ruling corrects"))


def cmd_rule(args, lang: str) -> None:
    from helper.dialogue.engine import AnswerError, Dialogue
    from helper.dialogue.render import choice_labels, details, error_text, interpret, question, summary

    _ = get_translator(lang).gettext
    dialogue = Dialogue(settings=settings_from(args, lang))
    if args.questions:
        questions = dialogue.graph.questions()
        if args.json:
            print_json([{"id": n.id, "type": n.type, "text": question(n, lang),
                          "choices": [c.value for c in n.choices], "optional": n.optional} for n in questions])
            return
        for node in questions:
            print(f"{node.id}: {question(node, lang)}")
            if node.type == "choice":
                for choice, label in zip(node.choices, choice_labels(node, lang)):
                    print(f"    {choice.value}: {label}")
            elif node.type == "text":
                kinds = {"result": _("a result: 4SN=, 3NTS-1 or +420"),
                         "outcomes": _("weighted outcomes: 60 4SN=; 40 4SN-1"),
                         "field": _("NS scores: 420, 450, -50")}
                print(f"    {kinds[node.parse]}{_(' (optional)') if node.optional else ''}")
            else:
                low = "" if node.min is None else node.min
                high = "" if node.max is None else node.max
                optional = _(" (optional)") if node.optional else ""
                print(f"    {_('number')} {low}..{high}{optional}")
        return
    from helper.rulings import DETAIL_FIELDS

    answers = _read_answers(args.answers, lang)
    # Beside the question ids, a file of answers may give the ruling's details (event:, board: ...).
    from_file = {name: answers.pop(name) for name in DETAIL_FIELDS if name in answers}
    known = set(dialogue.graph.nodes)
    unknown = sorted(set(answers) - known)
    if unknown:
        raise CliError(_("Unknown question id in {file}: {ids}").format(file=args.answers, ids=", ".join(unknown)))
    used = set()
    # A question a loop asks more than once (graph.yaml `repeat`: each further
    # version of a fouled board) takes a list in the file, one item per time
    # it is asked; any question is answered by the file at most that often.
    asked: dict[str, int] = {}
    while not dialogue.finished:
        node = dialogue.current
        raw = answers.get(node.id)
        if node.repeat:
            raw = _nth_answer(raw, asked.get(node.id, 0))
        asked[node.id] = asked.get(node.id, 0) + 1
        if raw is None and not (node.type in ("number", "text") and node.optional):
            raise CliError(_("{file} does not answer question {id}: {question}").format(
                file=args.answers, id=node.id, question=question(node, lang)))
        used.add(node.id)
        try:
            value = interpret(node, _answer_string(raw, node), lang) if raw is not None else None
            dialogue.answer(value)
        except AnswerError as exc:
            raise CliError(f"{node.id}: {error_text(exc, lang)}") from None
    after_begun = False
    while (node := dialogue.after_question) is not None and node.id in answers:
        # The questions after the score (a procedural penalty, Law 90A): asked
        # when the file answers them; the ruling is complete without them.
        used.add(node.id)
        after_begun = True
        try:
            dialogue.answer(interpret(node, _answer_string(answers[node.id], node), lang))
        except AnswerError as exc:
            raise CliError(f"{node.id}: {error_text(exc, lang)}") from None
    node = dialogue.after_question
    while after_begun and node is not None and node.type in ("number", "text") and node.optional:
        # An optional question of a begun penalty that the file leaves out (its size) is
        # answered as an empty line on the screen is: the regulated standard penalty.
        used.add(node.id)
        try:
            dialogue.answer(None)
        except AnswerError as exc:
            raise CliError(f"{node.id}: {error_text(exc, lang)}") from None
        node = dialogue.after_question
    if after_begun and node is not None:
        # Begun but not finished (an individual's penalty without the player, penalty_player_ew):
        # refused, never recorded on a side that is no contestant there.
        raise CliError(_("{file} does not answer question {id}: {question}").format(
            file=args.answers, id=node.id, question=question(node, lang)))
    ruling = dialogue.ruling()
    ignored = sorted(set(answers) - used | {  # answers of a loop's question beyond the times it was asked
        name for name, raw in answers.items() if isinstance(raw, list) and asked.get(name, 0) < len(raw)
        and dialogue.graph.nodes[name].repeat})
    if ignored:
        print(_("Not asked on this path, ignored: {ids}").format(ids=", ".join(ignored)), file=sys.stderr)
    given = [name for name in (*DETAIL_FIELDS, "corrects") if getattr(args, name, None) is not None]
    if (from_file or given) and not args.record:
        print(_("Ruling details are recorded only with --record, ignored: {names}").format(
            names=", ".join(dict.fromkeys([*from_file, *given]))), file=sys.stderr)
    record_id = _record(args, lang, dialogue, ruling, from_file) if args.record else None
    if args.json:
        data = {"kind": ruling.kind, "laws": list(ruling.laws), "end": ruling.node,
                "summary": summary(ruling, lang), "details": details(ruling, lang)}
        if ruling.score:
            data.update({k: v for k, v in score_json(ruling.score).items() if k != "laws"})
        if ruling.penalty is not None:
            from helper.cli.score import penalty_json

            data["penalty"] = penalty_json(ruling.penalty)
        if record_id is not None:
            data["record"] = record_id
        print_json(data)
        return
    print(summary(ruling, lang))
    for line in details(ruling, lang):
        print("  " + line)


def _record(args, lang: str, dialogue, ruling, from_file: dict[str, Any]) -> int:
    """Record the replayed ruling in the ruling log with its details (the
    options over the file's), the settings in force and the Director (from
    ``--director``, the file, else ``$HELPER_DIRECTOR``). Returns its id.

    Raises:
        CliError: a detail cannot be recorded, or the record cannot be written (exit 2).
    """
    import os

    from helper.dialogue.render import summary
    from helper.rulings import DETAIL_FIELDS, DetailError, RulingStore, StoreError, check_details
    from helper.rulings.messages import detail_error_text, write_error

    _ = get_translator(lang).gettext
    given = dict(from_file)
    for name in DETAIL_FIELDS:
        value = getattr(args, name, None)
        if value is not None:
            given[name] = value
    if not given.get("director") and os.environ.get("HELPER_DIRECTOR"):
        given["director"] = os.environ["HELPER_DIRECTOR"]
    try:
        checked = check_details({k: (v if isinstance(v, int) else _answer_string(v))
                                 for k, v in given.items() if v is not None})
    except DetailError as exc:
        raise CliError(detail_error_text(exc, lang)) from None
    try:
        with RulingStore.open(director=checked.get("director")) as store:
            if args.corrects is not None and args.corrects not in {r.id for r in store.rulings()}:
                raise CliError(_("No recorded ruling has the number {id} (helper rulings list shows them).").format(
                    id=args.corrects))
            number = store.add(ruling, lang, summary(ruling, lang), details=checked, settings=dialogue.settings,
                               corrects=args.corrects, link="given" if args.corrects is not None else None,
                               replayed=True)  # its start at the table is not known: not its recording time
    except StoreError as exc:
        raise CliError(write_error(exc, lang)) from None
    print(_("Recorded as ruling {id}.").format(id=number), file=sys.stderr)
    return number


def _nth_answer(raw: Any, n: int) -> Any:
    """The answer a file gives a ``repeat`` question the ``n``-th time it is
    asked (from 0): the n-th item of a list, a single answer the first time
    only (None: not answered)."""
    if isinstance(raw, list):
        return raw[n] if n < len(raw) else None
    return raw if n == 0 else None


_YAML_BOOLEANS = {"true": "yes", "on": "yes", "false": "no", "off": "no"}
"""YAML 1.1's other words for yes and no: a file of answers written before the
answers were read as text (``fouled: true``) keeps answering a yes/no question."""


def _answer_string(raw: Any, node=None) -> str:
    """The text of one answer from a file, exactly as read (every scalar of a
    file of answers is text, :func:`_answers_loader`): the same text typed on
    the screen gives the same answer. At a choice question whose answers are
    yes and no, YAML's ``true``/``on``/``false``/``off`` mean yes/no."""
    text = str(raw)
    if node is not None and node.type == "choice" and {"yes", "no"} <= {c.value for c in node.choices}:
        return _YAML_BOOLEANS.get(text.strip().lower(), text)
    return text


ANSWERS_MAX_DEPTH = 8
"""How deeply a file of answers may nest (it is one mapping of question ids to answers)."""


class _AnswersRefused(Exception):
    """YAML the answers reader will not build: ``code`` ``alias``, ``depth`` or
    ``duplicate`` (``key`` answered twice)."""

    def __init__(self, code: str, key: object = None):
        super().__init__(code)
        self.code = code
        self.key = key


_YAML_NULLS = frozenset({"", "~", "null", "Null", "NULL"})


def _answers_loader():
    """A PyYAML loader that reads every scalar as the text written (YAML's
    BaseLoader: no implicit typing, so ``013`` is 13 as on the screen, not
    YAML 1.1's octal 11, and ``0x41``, ``1:05``, ``6_5`` are refused as the
    screen refuses them - issue 10), except that an unquoted empty value,
    ``~`` or ``null`` is no answer (None). It refuses aliases (``*name``: a
    few hundred bytes of nested aliases expand to gigabytes, the "billion
    laughs") and nesting deeper than :data:`ANSWERS_MAX_DEPTH`, before
    building anything."""
    import yaml

    class AnswersLoader(yaml.BaseLoader):
        depth = 0

        def construct_scalar(self, node):
            value = super().construct_scalar(node)
            if isinstance(node, yaml.ScalarNode) and node.style is None and value in _YAML_NULLS:
                return None
            return value

        def compose_node(self, parent, index):
            if self.check_event(yaml.AliasEvent):
                raise _AnswersRefused("alias")
            self.depth += 1
            try:
                if self.depth > ANSWERS_MAX_DEPTH:
                    raise _AnswersRefused("depth")
                return super().compose_node(parent, index)
            finally:
                self.depth -= 1

        def construct_mapping(self, node, deep=False):
            # A question answered twice would silently take the last answer (issue 10): refuse it.
            seen = set()
            for key_node, _value in node.value:
                key = self.construct_object(key_node, deep=True)
                if isinstance(key, str) and key in seen:
                    raise _AnswersRefused("duplicate", key)
                seen.add(key)
            return super().construct_mapping(node, deep)

    return AnswersLoader


def _read_answers(path: Path, lang: str) -> dict[str, Any]:
    """The answers of a YAML file, keyed by question id.

    Bounded whatever the file (issue: a small file must not run for minutes):
    a regular file of at most 64 KiB (:func:`helper.files.read_limited`; a
    FIFO or ``/dev/zero`` is refused without being read), no YAML aliases,
    at most :data:`ANSWERS_MAX_DEPTH` levels. Raises CliError (exit 2) with a
    localized message otherwise.
    """
    import yaml

    from helper.files import FileRefused, read_limited

    _ = get_translator(lang).gettext
    try:
        text = read_limited(path).decode("utf-8")
        data = yaml.load(text, Loader=_answers_loader())  # noqa: S506 - a SafeLoader subclass
    except FileRefused as exc:
        reason = (_("not a regular file") if exc.code == "not_regular"
                  else _("larger than {size} KiB").format(size=exc.limit // 1024))
        raise CliError(_("Cannot read {file}: {reason}").format(file=path, reason=reason)) from None
    except OSError as exc:
        from helper.catalog.review import os_reason  # in words, by errno (issue 10)

        raise CliError(_("Cannot read {file}: {reason}").format(file=path, reason=os_reason(exc, lang))) from None
    except _AnswersRefused as exc:
        if exc.code == "duplicate":
            raise CliError(_("{file}: {key} is answered twice; give each question one answer").format(
                file=path, key=exc.key)) from None
        if exc.code == "alias":
            raise CliError(_("{file}: YAML aliases (*name) are not accepted in a file of answers").format(
                file=path)) from None
        raise CliError(_("{file}: nested more than {depth} levels deep; a file of answers maps question ids to answers").format(
            file=path, depth=ANSWERS_MAX_DEPTH)) from None
    except (yaml.YAMLError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        if mark is not None:  # the line, in our words (not PyYAML's English)
            raise CliError(_("{file}, line {line}: not a valid YAML file of answers").format(
                file=path, line=mark.line + 1)) from None
        raise CliError(_("{file} is not a valid YAML file of answers").format(file=path)) from None
    if not isinstance(data, dict):
        raise CliError(_("{file} is not a valid YAML file of answers").format(file=path))
    return {str(k): v for k, v in data.items()}
