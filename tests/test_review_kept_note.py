"""A law entry saved on the review screen carries the build's line for a reviewer's translation at once, so a
``catalog build`` after the save changes nothing (reviewer walkthrough of session 46: the first build after a
screen save added ``#. zh: the translation is a reviewer's, kept by rebuilds``)."""
from __future__ import annotations

from helper.catalog.build import build_all
from helper.catalog.review import save_review

LAWS_ZH = "locales/zh_Hans/LC_MESSAGES/laws.po"
KEPT = "#. zh: the translation is a reviewer's, kept by rebuilds"
KEPT_FUZZY = ("#. zh: a reviewer's translation, kept by rebuilds as fuzzy: the English changed (#| is the English it "
              "translated) or it awaits approval")


def block(text: str, msgctxt: str) -> list[str]:
    """The lines of the entry ``msgctxt`` in the catalogue ``text``."""
    return next(b for b in text.split("\n\n") if f'msgctxt "{msgctxt}"' in b).split("\n")


def build_changes_nothing(checkout) -> str:
    path = checkout / LAWS_ZH
    saved = path.read_text("utf-8")
    build_all(checkout)
    assert path.read_text("utf-8") == saved
    return saved


def test_a_new_translation_of_an_untranslated_paragraph(checkout):
    save_review("zh", "2017|12A", text="应牌手申请或主动地，裁判可以判给调整分。", root=checkout)
    lines = block(build_changes_nothing(checkout), "2017|12A")
    at = lines.index('msgctxt "2017|12A"')
    assert lines[at - 2:at] == ["#. zh: no Chinese text for this in our sources", KEPT]
    assert lines[-1] == 'msgstr "应牌手申请或主动地，裁判可以判给调整分。"'


def test_a_fuzzy_candidate_rewritten_then_approved(checkout):
    save_review("zh", "2017|12A1", text="当规则对所犯违规未规定纠正时，裁判可判给非违规方调整分。", root=checkout)
    lines = block(build_changes_nothing(checkout), "2017|12A1")
    assert KEPT_FUZZY in lines and "#, fuzzy" in lines and KEPT not in lines
    save_review("zh", "2017|12A1", reviewed=True, reviewer="李", root=checkout)
    lines = block(build_changes_nothing(checkout), "2017|12A1")
    assert KEPT in lines and KEPT_FUZZY not in lines and "#, fuzzy" not in lines
    assert lines.count(KEPT) == 1


def test_a_candidate_accepted_as_it_is_stays_the_builds(checkout):
    """No line: the text is the build's own (the build writes none for it either)."""
    save_review("zh", "2017|12C3", accept=True, root=checkout)
    lines = block(build_changes_nothing(checkout), "2017|12C3")
    assert "#, fuzzy" not in lines and KEPT not in lines and KEPT_FUZZY not in lines


def test_a_translation_emptied_loses_the_line(checkout):
    save_review("zh", "2017|12C2(d)", text="规范机构可以作出规定。", root=checkout)
    assert KEPT in block(build_changes_nothing(checkout), "2017|12C2(d)")
    save_review("zh", "2017|12C2(d)", text="", root=checkout)
    lines = block(build_changes_nothing(checkout), "2017|12C2(d)")
    assert KEPT not in lines and lines[-1] == 'msgstr ""'


def test_a_note_alone_adds_no_line(checkout):
    save_review("zh", "2017|12C2(a)", note="待译", root=checkout)
    lines = block(build_changes_nothing(checkout), "2017|12C2(a)")
    assert "# note: 待译" in lines and KEPT not in lines
