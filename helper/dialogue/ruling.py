"""A dialogue's records, without the engine that walks the graph (:mod:`helper.dialogue.engine`):
the :class:`Ruling` where it ends, an :class:`Answer` on its path, and :class:`AnswerError`.

``helper score ...`` words its scores as a Ruling (:mod:`helper.dialogue.render`) without
importing the engine, its graph reader and its computations (start-up time, issue 10);
the engine re-exports the three.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing is not imported at run time (start-up time); the names are for annotations
if TYPE_CHECKING:
    from typing import Any

    from helper.scoring.adjusted import AdjustedScore

from helper.frozen import Frozen


class AnswerError(ValueError):
    """An answer the current question does not accept.

    ``code``: ``choice`` (no such choice), ``number`` (not a number),
    ``digit`` (a character that looks like a digit but is not ``0``-``9`` or
    ``０``-``９``: ``❶``, ``²``; see :mod:`helper.numbers`), ``length`` (a number
    of more than 30 digits),
    ``range`` (outside ``low``..``high``), ``integer`` (not a whole number),
    ``required`` (the question cannot be skipped), ``several`` (a list of
    ``low`` results where one is asked), ``finished`` (the dialogue
    has ended). ``node`` is the question id.
    """

    def __init__(self, code: str, node: str, value: object = None, low: Any = None, high: Any = None,
                 low_exclusive: bool = False):
        super().__init__(f"{node}: {code} ({value!r})")
        self.low_exclusive = low_exclusive
        self.code = code
        self.node = node
        self.value = value
        self.low = low
        self.high = high


class Answer(Frozen):
    """One answer: the question id and the value given (a choice value, a
    Decimal, or None for a skipped optional number)."""

    node: str
    value: Any


class Ruling(Frozen):
    """Where a dialogue ends.

    ``kind``: ``"score"`` (``score`` holds both sides' adjusted scores) or
    ``"advice"`` (``message`` is the English msgid of what to do).
    ``laws``: the 2017 paragraph ids the ruling rests on, citation order.
    ``form``: ``pairs``, ``teams`` or ``individual`` when known.
    ``answers``: the path, for the record.
    ``penalty``: a procedural penalty on one contestant (Law 90), kept apart
    from ``score`` (:class:`helper.scoring.penalty.Penalty`), or None.
    ``appeal_minutes``: the time limit of the right to appeal after the
    official score is made available (Law 92B, a setting).
    """

    kind: str
    laws: tuple[str, ...]
    node: str
    score: AdjustedScore | None = None
    message: str = ""
    form: str | None = None
    answers: tuple[Answer, ...] = ()
    penalty: Any = None
    appeal_minutes: int = 30
