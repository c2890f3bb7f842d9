"""The law finder's line on the main screen (:mod:`helper.dialogue.guide` worded).

After Ctrl+G in the law finder the ruling starts at its first question with
nothing answered; at each question on the way to the paragraph the status line
says what the finder knows (a suggestion the Director confirms with Enter, the
answers that lead on, a value to type) and names the paragraph, in the
screen's language, re-worded on every render (F2 keeps it).
"""

from __future__ import annotations

from helper.dialogue.guide import Guidance, guidance
from helper.i18n import get_translator
from helper.laws import format_id


def guide_line(dialogue, lang: str) -> str:
    """The law finder's line for the question ``dialogue`` is asking, in
    ``lang``; ``""`` when the ruling was not started from the finder or the
    finder has nothing to say (see :func:`helper.dialogue.guide.guidance`)."""
    found = guidance(dialogue)
    if found is None:
        return ""
    return wording(found, dialogue.asking, lang)


def wording(found: Guidance, node, lang: str) -> str:
    """``found`` at question ``node``, worded in ``lang`` (two lines at 80 columns at most)."""
    _ = get_translator(lang).gettext
    law = format_id(found.paragraph, lang)
    if found.kind == "suggest":
        number, = found.numbers(node)
        return _("Suggested by the law finder for Law {id}: answer {number}. Enter keeps it, or choose "
                 "another.").format(id=law, number=number)
    if found.kind == "some":
        return _("Law finder, Law {id}: answers {numbers} lead on to it. Choose what happened at the "
                 "table.").format(id=law, numbers=", ".join(str(n) for n in found.numbers(node)))
    if found.kind == "any":
        return _("Law finder, Law {id}: every answer leads on to it. Choose what happened at the "
                 "table.").format(id=law)
    if found.kind == "type":
        return _("Law finder, Law {id}: type what this question asks; the finder never fills it "
                 "in.").format(id=law)
    if found.kind == "here":
        return _("This question is on Law {id}, where you started from the law finder: your answer "
                 "decides.").format(id=law)
    return _("Law {id}, where you started from the law finder, is not reached from these answers: ^P goes "
             "back.").format(id=law)


def suggested_number(dialogue) -> int | None:
    """The number (1-based) of the answer the law finder suggests at the question being asked, or None."""
    found = guidance(dialogue)
    if found is None or found.kind != "suggest":
        return None
    number, = found.numbers(dialogue.asking)
    return number


def started_law(dialogue) -> str | None:
    """The paragraph the ruling was started from, while the finder still leads
    to it (the law panel shows it first); None once its question is passed or
    when it is no longer reached."""
    found = guidance(dialogue)
    return None if found is None or found.kind == "lost" else found.paragraph
