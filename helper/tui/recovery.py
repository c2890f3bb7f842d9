"""Unsaved review text kept when the helper is ended from outside, and offered back (issue 9, tester 9y:
an SSH drop while the editor held a translation lost it silently).

:func:`keep_unsaved_review` is called by the hang-up handlers (SIGHUP, SIGTERM) of ``helper review``
(:class:`helper.tui.review.ReviewApp`) and of the Director's screen: the review's editor or note
line holding text not saved is written to a recovery file (:mod:`helper.catalog.recovery`). The next
review of that catalogue asks (:class:`RecoveryScreen`) whether to restore it into the editor (the
note line), discard it, or decide later.
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.binding import Binding
from textual.widgets import Input

from helper.i18n import get_translator, language_name
from helper.tui.edit import ApproveConflictScreen, EditScreen, TranslationArea


def unsaved_review_text(app) -> tuple[object, dict] | None:
    """The review text ``app`` holds and has not saved: ``(review screen, record)`` (a record of
    :mod:`helper.catalog.recovery` without ``catalogue`` and ``time``), or None. The editor open on a
    changed translation (kind ``text``), else the review screen's note line open on a note unlike the
    saved one (kind ``note``); the search and go-to lines hold nothing worth keeping."""
    # the review screen (helper.tui.review.ReviewScreen, which imports this module: known by what it offers back)
    review = next((s for s in reversed(app.screen_stack) if hasattr(s, "offer_recovery")), None)
    entry = review.current if review is not None else None
    if entry is None:
        return None
    record = {"lang": review.target, "domain": entry.domain, "msgctxt": entry.msgctxt,
              "name": review._entry_name(entry, None)}
    editor = next((s for s in reversed(app.screen_stack) if isinstance(s, EditScreen)), None)
    if editor is not None:
        try:
            text = editor.query_one(TranslationArea).text
        except Exception:  # not composed yet: nothing typed
            return None
        return (review, {**record, "kind": "text", "text": text}) if text != editor.original else None
    box = review.query_one("#review-input", Input)
    if box.display and review.prompt_kind == "note":
        view = entry.langs.get(review.target)
        if box.value.strip() != (view.note.replace("\n", " ").strip() if view else ""):
            return review, {**record, "kind": "note", "text": box.value}
    return None


def keep_unsaved_review(app) -> Path | None:
    """Write the review text ``app`` holds unsaved (:func:`unsaved_review_text`) to a recovery file for its
    catalogue; returns the file, or None when there is nothing to keep or it cannot be written (the helper
    is ending: never raises).  Written once per app: an SSH drop can deliver SIGHUP and then SIGTERM (or two
    SIGHUPs) to the same helper, and each reached this, writing two files of the same text that the next
    reviews offered back twice (fresh tester 9ac); a later call returns the first file."""
    kept = getattr(app, "_recovery_kept", None)
    if kept is not None:
        return kept
    try:
        found = unsaved_review_text(app)
        if found is None:
            return None
        review, record = found
        from helper.catalog.build import catalog_path
        from helper.catalog.checks import _data_root
        from helper.catalog.recovery import keep

        kept = keep(catalog_path(_data_root(review.root), record["lang"], record["domain"]), record)
        app._recovery_kept = kept
        return kept
    except Exception:
        return None


class RecoveryScreen(ApproveConflictScreen, inherit_bindings=False):
    """Asked when a review opens on a catalogue with text kept from a review ended from outside: the text,
    then ``y`` restores it (into the editor, or onto the note line), ``n`` discards it, ``Esc`` leaves it
    for the next review (never a destructive bare Escape). Dismissed with ``"restore"``, ``"discard"`` or
    None. Drawn as :class:`ApproveConflictScreen` is (review.tcss)."""

    BINDINGS = [
        Binding("y", "choose('restore')", show=False, priority=True),
        Binding("n", "choose('discard')", show=False, priority=True),
        Binding("escape", "choose(None)", show=False, priority=True),
        Binding("pageup", "scroll(-1)", show=False),
        Binding("pagedown", "scroll(1)", show=False),
    ]

    def __init__(self, ui_lang: str, record: dict):
        """``record``: the kept text (:mod:`helper.catalog.recovery`)."""
        _ = get_translator(ui_lang).gettext
        super().__init__(ui_lang, _("Unsaved text kept ({language})").format(
            language=language_name(record["lang"], ui_lang)), record["text"], "", mode="recovery")
        self.record = record

    def body(self) -> Text:
        """What was kept, for which entry and when, then the text."""
        _ = get_translator(self.ui_lang).gettext
        when = self.record.get("time", "").replace("T", " ").replace("+00:00", " UTC")
        text = Text()
        text.append((_("The last review ended from outside (the connection was lost or the helper was told to end) "
                       "before your translation of {entry} was saved ({time}); it was kept:")
                     if self.record["kind"] == "text" else
                     _("The last review ended from outside (the connection was lost or the helper was told to end) "
                       "before your note on {entry} was saved ({time}); it was kept:")).format(
            entry=self.record.get("name") or self.record["msgctxt"], time=when))
        text.append("\n\n")
        text.append(self.record["text"] or _("(no text)"))
        return text

    def keys_text(self) -> str:
        """The keys line: y, n and Esc, and what y restores into."""
        _ = get_translator(self.ui_lang).gettext
        return (_("y: restore it into the editor   n: discard it   Esc: decide at the next review   "
                  "PgUp/PgDn: scroll") if self.record["kind"] == "text" else
                _("y: restore it onto the note line   n: discard it   Esc: decide at the next review   "
                  "PgUp/PgDn: scroll"))

    def check_action(self, action: str, parameters) -> bool | None:
        return True

    def action_choose(self, choice: str | None) -> None:
        self.dismiss(choice)
