"""Counts said in the plural their number needs, wherever the app says one (issue 11, session 9:
"1 paragraphs found" and its siblings: the appeal's IMPs, the rounding's decimals)."""

from __future__ import annotations

import pytest

from helper.i18n import get_translator
from helper.rulings import Appeal
from helper.rulings.messages import appeal_text


def appeal(ns: str, ew: str) -> Appeal:
    return Appeal(id=1, ruling=1, created="2026-12-01T10:00:00", outcome="changed",
                  score={"unit": "imps", "ns": ns, "ew": ew}, note=None)


@pytest.mark.parametrize("lang, ns, ew, text", [
    # One IMP either way is singular; 3 and a half IMP plural (English), as the ruling's own score says it.
    ("en", "1", "-1", "Appeal 1 (2026-12-01 10:00): the ruling is changed: NS +1 IMP, EW -1 IMP."),
    ("en", "3", "-3", "Appeal 1 (2026-12-01 10:00): the ruling is changed: NS +3 IMPs, EW -3 IMPs."),
    ("en", "1/2", "-1/2", "Appeal 1 (2026-12-01 10:00): the ruling is changed: NS +0.5 IMPs, EW -0.5 IMPs."),
])
def test_an_appeals_imps_are_singular_for_one(lang, ns, ew, text):
    assert appeal_text(appeal(ns, ew), lang, "imps") == text


AVERAGE_PLUS = """situation: no_result
director_error: "no"
form: pairs
ns_fault: none
ew_fault: direct
board_results: 13
"""


@pytest.mark.parametrize("lang, decimals, said", [
    ("en", 1, "rounding: 1 decimal;"), ("en", 2, "rounding: 2 decimals;"),
    ("el", 1, "1 δεκαδικό"), ("el", 2, "2 δεκαδικά"), ("zh", 1, "1 位小数"),
])
def test_the_rounding_in_force_says_decimal_in_the_right_plural(tmp_path, monkeypatch, capsys, lang, decimals, said):
    from helper.cli import main

    monkeypatch.setenv("HELPER_DATA", str(tmp_path / "data"))
    monkeypatch.delenv("HELPER_DIRECTOR", raising=False)
    settings = tmp_path / "reg.toml"
    settings.write_text(f"[scoring]\nscore_decimals = {decimals}\n", encoding="utf-8")
    monkeypatch.setenv("HELPER_SETTINGS", str(settings))
    answers = tmp_path / "a.yaml"
    answers.write_text(AVERAGE_PLUS, encoding="utf-8")
    assert main(["rule", "--answers", str(answers), "--record"]) == 0
    capsys.readouterr()
    assert main(["--lang", lang, "rulings", "show", "1"]) == 0
    out = capsys.readouterr().out
    assert said in out


@pytest.mark.parametrize("lang, count, text", [
    ("en", 1, "1 paragraph found: ↑ ↓ choose, Enter reads."),
    ("en", 2, "2 paragraphs found: ↑ ↓ choose, Enter reads."),
    ("el", 1, "Βρέθηκε 1 παράγραφος: ↑ ↓ επιλογή, Enter ανάγνωση."),
    ("el", 10, "Βρέθηκαν 10 παράγραφοι: ↑ ↓ επιλογή, Enter ανάγνωση."),
    ("zh", 1, "找到 1 条条款：↑ ↓ 选择，Enter 阅读。"),
])
def test_paragraphs_found_in_the_right_plural(lang, count, text):
    ngettext = get_translator(lang).ngettext
    assert ngettext("{count} paragraph found: ↑ ↓ choose, Enter reads.",
                    "{count} paragraphs found: ↑ ↓ choose, Enter reads.", count).format(count=count) == text
