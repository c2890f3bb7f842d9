"""The reader's note beside a law text that is not the 2017 paragraph in his language.

A Chinese reader must always be told which edition a Chinese text comes from
and which 2017 paragraph it corresponds to; any reader must be told when the
English is shown because his language has no text. The wording lives here so
that the UI and the command line say the same thing.
"""

from __future__ import annotations

from helper.i18n import get_translator
from helper.laws.citation import format_id
from helper.laws.model import Display


def confidence_text(confidence: str | None, lang: str) -> str:
    """``certain`` / ``probable`` / ``same-number`` in ``lang``."""
    _ = get_translator(lang).gettext
    return {
        "certain": _("certain"),
        "probable": _("probable"),
        "same-number": _("same number, wording changed"),
    }.get(confidence or "", confidence or "")


def note_text(display: Display, lang: str, text_shown: bool = True) -> str | None:
    """The note for ``display`` in ``lang``, or None when the text needs none.

    Besides the edition note (:func:`_edition_note`): a 1997 Chinese text shown to a
    reader of English or Greek says that no English (or Greek) text of the 1997 Laws is
    held; a text that starts with a stray ``?`` (a character lost in the source document
    itself, the 1997 Law 90A) says so - the law text is never edited (issue 8, a fresh
    tester). Every place that shows a law text takes its note from here: the law panel,
    the players' view, the ruling sheet, ``laws show`` and the law finder.

    Args:
        display: what :meth:`helper.laws.LawBook.display` chose to show.
        lang: the reader's language (``en``, ``zh``, ``el``).
        text_shown: False where the text itself is not shown (a terminal that cannot show
            its script says so in its place, helper.tui.glyphs): nothing is said of its ``?``.
    """
    _ = get_translator(lang).gettext
    parts = [_edition_note(display, lang)]
    if display.lang == "zh" and display.edition == "1997" and lang != "zh":
        parts.append(_("The sources hold no English text of the 1997 Laws: this Chinese text is the only one.")
                     if lang == "en" else
                     _("The sources hold no English or Greek text of the 1997 Laws: this Chinese text is the only "
                       "one."))
    if display.text.startswith("?") and text_shown:
        parts.append(_("The '?' at the start is in the source document: a character is missing there."))
    found = [part for part in parts if part]
    return ("" if lang == "zh" else " ").join(found) if found else None


def _edition_note(display: Display, lang: str) -> str | None:
    """Which edition and paragraph ``display`` is, when not the 2017 text in ``lang`` (else None)."""
    _ = get_translator(lang).gettext
    target = format_id(display.id, lang)
    if display.note is None:
        return None
    if display.note == "english_fallback":
        return _("No text of {id} in this language in the sources: the English text is shown.").format(id=target)
    if display.note == "edition_1997":
        return _("1997 Laws, Law {old} (Chinese): corresponds to 2017 {id} ({confidence}). Not the 2017 text.").format(
            old=format_id(display.old_id, lang), id=target, confidence=confidence_text(display.confidence, lang))
    if display.note == "no_2017_text":
        return _("The sources hold no 2017 text of {id}: 1997 Laws, Law {old} (Chinese) is shown ({confidence}).").format(
            old=format_id(display.old_id, lang), id=target, confidence=confidence_text(display.confidence, lang))
    if display.note in ("sentence_pair_exact", "sentence_pair_near"):
        # The reader is told the source document in his words, not the pair's internal id (S5): the
        # sentence pairs are the rows of one bilingual table (laws_text/sources.yaml, 000_...txt),
        # pair S5 its row 5 (issue 11).
        row = display.source_id[1:] if display.source_id[:1] == "S" and display.source_id[1:].isdigit() \
            else display.source_id
        if display.note == "sentence_pair_exact":
            return _("Chinese from an older edition's translation (row {row} of an English-Chinese table of "
                     "sentences on adjusted scores); its English is identical to 2017 {id}.").format(row=row, id=target)
        return _("Chinese from an older edition's translation (row {row} of an English-Chinese table of "
                 "sentences on adjusted scores); its English is close to, not identical with, 2017 {id}.").format(
            row=row, id=target)
    if display.note == "edition_1997_paragraph":
        return _("1997 Laws (Chinese), not the 2017 text.")
    raise ValueError(display.note)


def concordance_lines(book, old_id: str, lang: str) -> list[str]:
    """What 1997 paragraph ``old_id`` corresponds to in the 2017 Laws, one line per
    concordance row (laws_text/concordance.yaml), in ``lang``: "Corresponds to 2017
    Law 12C2(b) (certain)."; [] when the concordance has no row for it. The same
    lines in ``laws show --edition 1997`` and the law finder's reading view.

    Args:
        book: the :class:`helper.laws.LawBook`.
        old_id: a 1997 paragraph id (86A).
        lang: the reader's language (``en``, ``zh``, ``el``).
    """
    from helper.laws import cite

    _ = get_translator(lang).gettext
    return [_("Corresponds to 2017 {id} ({confidence}).").format(
        id=cite(row.new, lang), confidence=confidence_text(row.confidence, lang))
        for row in book.concordance if row.old == old_id]
