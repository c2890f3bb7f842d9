"""The review's findings are kept in the words of the screen language's translations of the checks' messages
(helper/tui/review.py ``_same_words``). CI of session 27 failed one test, a Greek screen showing
"αμετάφραστο: no translation yet": an earlier test in the same process had read the laws with a Greek catalogue
lacking that translation, and its findings, kept in the process by the entries' texts alone, were shown again
after the translation was back. A reviewer editing the Greek catalogue's translations of those messages on the
screen is the same case."""

from __future__ import annotations

import shutil

import polib

from helper import i18n
from helper.tui import review
from helper.tui.review import read_checked
from tests.support import REPO
from tests.test_review_fix9gc import new_process

MESSAGES_EL = "locales/el/LC_MESSAGES/messages.po"


def untranslated_12c2a(reading) -> list[str]:
    _faults, entries, _message = reading
    return [f.message for e in entries if e.msgctxt == "2017|12C2(a)"
            for lang, view in e.langs.items() if lang == "zh" for f in view.findings if f.check == "untranslated"]


def test_findings_follow_the_translations_of_their_messages(checkout, root, monkeypatch):
    monkeypatch.setenv("HELPER_CACHE_DIR", "")  # nothing kept on disk: the process's own memory only
    new_process(monkeypatch)
    monkeypatch.setattr(review, "_MEMO_WORDS", {})
    po = root / MESSAGES_EL
    catalogue = polib.pofile(str(po))
    catalogue.find("no translation yet").msgstr = ""
    catalogue.save()
    i18n._cache.clear()
    assert untranslated_12c2a(read_checked(checkout, "laws", "el")) == ["no translation yet"]

    shutil.copyfile(REPO / MESSAGES_EL, po)  # the translation back (a reviewer's save, another test's copy)
    i18n._cache.clear()
    assert review.reading_kept(checkout, "laws", "el") is False  # the reading in the old words is not reused
    assert untranslated_12c2a(read_checked(checkout, "laws", "el")) == ["δεν υπάρχει ακόμη μετάφραση"]
    # and in English, untouched by the Greek catalogue
    assert untranslated_12c2a(read_checked(checkout, "laws", "en")) == ["no translation yet"]
