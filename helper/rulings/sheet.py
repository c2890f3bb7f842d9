"""The ruling sheet: a ruling for the players and an appeals committee, in two
(or more) languages side by side.

A sheet has, per language: the decision (the laws and each side's score, the
procedural penalty when there is one, Law 90A), each side's score and its
basis, the laws with their text (the official text in that language where the
sources hold it, else with the note saying which text is shown: see
:func:`helper.laws.notes.note_text`), and the notice that the players may
appeal (Law 83, Law 92B).

:func:`sheet_sections` gives the content as plain data, used by the players'
view (:mod:`helper.tui.players`) and by :func:`render_sheet` (text, Markdown
or HTML). A recorded ruling is worded again by replaying its answers
(:func:`replay`), so every language reads the same decision.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

FORMATS = ("text", "md", "html")

HTML_LANG = {"en": "en", "zh": "zh-Hans", "el": "el"}
"""The BCP 47 tag an HTML block in each language declares."""


class SheetError(ValueError):
    """A sheet that cannot be made. ``code``: ``replay`` (the recorded answers
    no longer lead to a ruling), ``format`` (not text, md or html), ``lang``
    (not a language of the helper)."""

    def __init__(self, code: str, value: object = None):
        super().__init__(f"{code}: {value!r}")
        self.code = code
        self.value = value


@dataclass(frozen=True)
class LawBlock:
    """One law cited by the ruling, as shown in one language: ``citation``
    (``Law 12C2(a)``, ``第12条C款2项(a)``), ``note`` (which text is shown, or
    None), ``text`` (verbatim), ``lang`` (the text's own language)."""

    citation: str
    note: str | None
    text: str
    lang: str


@dataclass(frozen=True)
class Sections:
    """A ruling's sheet in one language ``lang``: ``title``, ``decision`` (one
    line), ``headings`` (the words for Decision / Scores / Laws / Appeal),
    ``scores`` (lines: each side's basis and score, the penalty, notes),
    ``laws`` (:class:`LawBlock` s), ``appeal`` (the notice), ``facts``
    (lines ``Event: Spring Pairs``, ``Board: 7``, ... ``Director: Anna``: where the
    ruling was made, as recorded and amended) and ``outcomes`` (each appeal's outcome,
    oldest first; headings ``facts`` and ``outcomes``)."""

    lang: str
    title: str
    decision: str
    headings: dict[str, str]
    scores: list[str]
    laws: list[LawBlock] = field(default_factory=list)
    appeal: str = ""
    facts: list[str] = field(default_factory=list)
    outcomes: list[str] = field(default_factory=list)


def replay(record, settings=None):
    """The :class:`helper.dialogue.engine.Ruling` a recorded ruling's answers lead to.

    Args:
        record: a :class:`helper.rulings.Record` (its ``answers``: (question
            id, answer text) pairs; its ``settings``: the regulation settings
            in force when it was made).
        settings: the regulation settings to replay with instead of the
            recorded ones (None: the recorded ones, see
            :func:`helper.rulings.replay`).

    Raises:
        SheetError: ``replay``, the answers no longer reach a ruling.
    """
    if settings is None:
        from helper.rulings import replay as replay_recorded

        try:
            ruling = replay_recorded(record)
        except ValueError:  # a damaged settings snapshot
            ruling = None
        if ruling is None:
            raise SheetError("replay", getattr(record, "id", None))
        return ruling
    from helper.dialogue.engine import Dialogue

    dialogue = Dialogue(settings=settings)
    restored = dialogue.restore(list(record.answers))
    if restored != len(record.answers) or not dialogue.finished:
        raise SheetError("replay", getattr(record, "id", None))
    return dialogue.ruling()


def sheet_sections(ruling, lang: str, title: str = "", book=None, details=None, appeals=(),
                   scoring: str | None = None, record_id: int | None = None) -> Sections:
    """The sheet of ``ruling`` (a :class:`helper.dialogue.engine.Ruling`) in ``lang``.

    ``title``: a heading already worded (e.g. ``Ruling 7, 2026-12-01 14:02``);
    default ``Ruling``. ``book``: a :class:`helper.laws.LawBook` (loaded when None).
    ``details``: the recorded ruling's details in force (event, board, table,
    contestants, Director: :data:`helper.rulings.DETAIL_FIELDS`), None for none;
    ``appeals``: its :class:`helper.rulings.Appeal` outcomes (Laws 92, 93), worded
    with the unit of ``scoring`` (``mp``, ``imps``...); ``record_id``: the recorded ruling's
    number (an outcome carried from an earlier ruling it follows names that ruling).
    """
    from helper.dialogue import render
    from helper.i18n import get_translator
    from helper.laws import LawBook, cite
    from helper.laws.notes import note_text

    _ = get_translator(lang).gettext
    book = book or LawBook.load()
    facts = details
    details = render.details(ruling, lang)
    laws = []
    for law_id in ruling.laws:
        shown = book.display(law_id, lang)
        laws.append(LawBlock(cite(law_id, lang), note_text(shown, lang), shown.text, shown.lang))
    headings = {"decision": _("Decision"), "scores": _("Scores"), "laws": _("Laws"), "appeal": _("Appeal"),
                "facts": _("Details"), "outcomes": _("Appeal outcomes")}
    return Sections(lang=lang, title=title or _("Ruling"), decision=render.summary(ruling, lang), headings=headings,
                    scores=details[:-1], laws=laws, appeal=details[-1], facts=fact_lines(facts, lang),
                    outcomes=[appeal_text(a, lang, scoring, ruling.score, record_id) for a in appeals])


def fact_lines(details, lang: str) -> list[str]:
    """A ruling's details as sheet lines in ``lang``: ``Event: Spring Pairs``, ``Board: 7``,
    ``NS contestant: 4``, ``Director: Anna`` (in :data:`helper.rulings.DETAIL_FIELDS` order,
    those recorded only)."""
    from helper.i18n import get_translator
    from helper.rulings import DETAIL_FIELDS
    from helper.rulings.messages import DETAIL_NAMES

    _ = get_translator(lang).gettext
    lines = []
    for name in DETAIL_FIELDS:
        value = (details or {}).get(name)
        if value is None or value == "":
            continue
        label = _(DETAIL_NAMES[name])
        # TRANSLATORS: a ruling detail on the ruling sheet: "Board: 7".
        lines.append(_("{label}: {value}").format(label=label[:1].upper() + label[1:], value=value))
    return lines


def appeal_text(appeal, lang: str, scoring: str | None, score=None, shown_on: int | None = None) -> str:
    """One appeal outcome (a :class:`helper.rulings.Appeal`) as one line in ``lang`` (as ``rulings show`` words it);
    ``score``: the ruling's AdjustedScore, whose ``halves`` decides how an exact half is shown, and whose
    ``top`` (a ruling at matchpoints) shows new scores in percent also in matchpoints; ``shown_on``: the
    record the sheet is of (an outcome carried from an earlier ruling names it)."""
    from helper.rulings.messages import appeal_text as words

    if score is None:
        return words(appeal, lang, scoring, shown_on=shown_on)
    top = score.top if str(getattr(score, "scoring", "")) == "mp" else None
    return words(appeal, lang, scoring, halves=score.halves, top=top, shown_on=shown_on)


def record_title(record, lang: str) -> str:
    """``Ruling 7, 2026-12-01 14:02`` in ``lang`` (the time as recorded, UTC)."""
    from helper.i18n import get_translator

    _ = get_translator(lang).gettext
    return _("Ruling {id}, {created} UTC").format(id=record.id, created=record.created[:16].replace("T", " "))


def render_sheet(record, langs, fmt: str, settings=None, book=None) -> str:
    """The sheet of a recorded ruling in ``langs``, as ``fmt``.

    Args:
        record: a :class:`helper.rulings.Record`.
        langs: languages (``en``, ``zh``, ``el``), in order; usually two.
        fmt: ``text`` (each language in turn, plain), ``md`` (Markdown: a
            section per language, law text quoted) or ``html`` (a UTF-8
            document, each language a block with its own ``lang``:
            ``en``, ``zh-Hans``, ``el``; everything escaped; the languages
            side by side on a wide screen, one under the other on a narrow one).
        settings: see :func:`replay`.

    Returns:
        The sheet (str).

    Raises:
        SheetError: ``format``, ``lang`` or ``replay``.
    """
    from helper.i18n import LANGS

    if fmt not in FORMATS:
        raise SheetError("format", fmt)
    for lang in langs:
        if lang not in LANGS:
            raise SheetError("lang", lang)
    ruling = replay(record, settings)
    scoring = (getattr(record, "score", None) or {}).get("scoring")
    sections = [sheet_sections(ruling, lang, record_title(record, lang), book, details=getattr(record, "details", None),
                               appeals=getattr(record, "appeals", ()), scoring=scoring,
                               record_id=getattr(record, "id", None)) for lang in langs]
    if getattr(record, "begun", None):
        from helper.i18n import get_translator
        from helper.rulings.messages import stamp

        for section in sections:  # when the ruling began (its first answer, kept through take-overs; issue 8)
            section.facts.append(get_translator(section.lang).gettext("Started {date} (UTC)").format(
                date=stamp(record.begun)))
    if getattr(record, "corrects", None) is not None or getattr(record, "corrected_by", None) is not None:
        from helper.rulings.messages import link_lines

        for section in sections:  # the records it corrects or is corrected by, each with its true reason
            section.facts.extend(link_lines(record, section.lang))
    return {"text": _text, "md": _markdown, "html": _html}[fmt](sections)


def _text(sections: list[Sections]) -> str:
    out: list[str] = []
    for index, s in enumerate(sections):
        if index:
            out.append("")
            out.append("=" * 40)
            out.append("")
        out.extend(text_lines(s))
    return "\n".join(out) + "\n"


def text_lines(s: Sections) -> list[str]:
    """One language's sheet as plain lines (also the players' view's content)."""
    out = [s.title, ""]
    if s.facts:
        out.extend([s.headings["facts"]] + ["  " + line for line in s.facts] + [""])
    out.extend([s.headings["decision"], "  " + s.decision, "", s.headings["scores"]])
    out.extend("  " + line for line in s.scores)
    out.extend(["", s.headings["laws"]])
    for law in s.laws:
        out.append("  " + law.citation)
        if law.note:
            out.append("  " + law.note)
        out.extend("    " + line for line in law.text.splitlines())
    out.extend(["", s.headings["appeal"], "  " + s.appeal])
    if s.outcomes:
        out.extend(["", s.headings["outcomes"]] + ["  " + line for line in s.outcomes])
    return out


def _md_escape(text: str) -> str:
    # Markdown would read [..](..), *, _, `, # and < as markup: escape them.
    out = []
    for char in text:
        if char in "\\`*_{}[]()#+!<>|":
            out.append("\\" + char)
        else:
            out.append(char)
    return "".join(out)


def _markdown(sections: list[Sections]) -> str:
    out: list[str] = []
    for s in sections:
        out.append(f"# {_md_escape(s.title)} ({s.lang})")
        out.append("")
        if s.facts:
            out.append(f"## {_md_escape(s.headings['facts'])}")
            out.append("")
            out.extend(f"- {_md_escape(line)}" for line in s.facts)
            out.append("")
        out.append(f"## {_md_escape(s.headings['decision'])}")
        out.append("")
        out.append(_md_escape(s.decision))
        out.append("")
        out.append(f"## {_md_escape(s.headings['scores'])}")
        out.append("")
        out.extend(f"- {_md_escape(line)}" for line in s.scores)
        out.append("")
        out.append(f"## {_md_escape(s.headings['laws'])}")
        for law in s.laws:
            out.append("")
            out.append(f"### {_md_escape(law.citation)}")
            out.append("")
            if law.note:
                out.append(f"*{_md_escape(law.note)}*")
                out.append("")
            out.extend(f"> {_md_escape(line)}" if line else ">" for line in law.text.splitlines())
        out.append("")
        out.append(f"## {_md_escape(s.headings['appeal'])}")
        out.append("")
        out.append(_md_escape(s.appeal))
        out.append("")
        if s.outcomes:
            out.append(f"## {_md_escape(s.headings['outcomes'])}")
            out.append("")
            out.extend(f"- {_md_escape(line)}" for line in s.outcomes)
            out.append("")
    return "\n".join(out)


_CSS = """body { font-family: sans-serif; font-size: 1.2em; margin: 1em; }
.sheet { display: flex; flex-wrap: wrap; gap: 2em; }
.sheet > section { flex: 1 1 28em; }
blockquote { white-space: pre-wrap; margin-left: 1em; }
.note { font-style: italic; }"""


def _html(sections: list[Sections]) -> str:
    title = " | ".join(s.title for s in sections)
    out = ["<!DOCTYPE html>", '<html lang="' + HTML_LANG[sections[0].lang] + '">', "<head>",
           '<meta charset="utf-8">', '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{escape(title)}</title>", f"<style>\n{_CSS}\n</style>", "</head>", "<body>",
           '<div class="sheet">']
    for s in sections:
        out.append(f'<section lang="{HTML_LANG[s.lang]}">')
        out.append(f"<h1>{escape(s.title)}</h1>")
        if s.facts:
            out.append(f"<h2>{escape(s.headings['facts'])}</h2>")
            out.append('<ul class="facts">')
            out.extend(f"<li>{escape(line)}</li>" for line in s.facts)
            out.append("</ul>")
        out.append(f"<h2>{escape(s.headings['decision'])}</h2>")
        out.append(f'<p class="decision">{escape(s.decision)}</p>')
        out.append(f"<h2>{escape(s.headings['scores'])}</h2>")
        out.append("<ul>")
        out.extend(f"<li>{escape(line)}</li>" for line in s.scores)
        out.append("</ul>")
        out.append(f"<h2>{escape(s.headings['laws'])}</h2>")
        for law in s.laws:
            out.append(f"<h3>{escape(law.citation)}</h3>")
            if law.note:
                out.append(f'<p class="note">{escape(law.note)}</p>')
            # The law text's own language (a 1997 Chinese text on an English sheet says so).
            out.append(f'<blockquote lang="{HTML_LANG.get(law.lang, law.lang)}">{escape(law.text)}</blockquote>')
        out.append(f"<h2>{escape(s.headings['appeal'])}</h2>")
        out.append(f'<p class="appeal">{escape(s.appeal)}</p>')
        if s.outcomes:
            out.append(f"<h2>{escape(s.headings['outcomes'])}</h2>")
            out.append('<ul class="outcomes">')
            out.extend(f"<li>{escape(line)}</li>" for line in s.outcomes)
            out.append("</ul>")
        out.append("</section>")
    out.extend(["</div>", "</body>", "</html>"])
    return "\n".join(out) + "\n"
