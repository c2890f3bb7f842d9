"""``helper catalog build``'s report in the user's language (issue 9): the counts of each catalogue
(each in its plural form), written or unchanged, a reviewed mark the build dropped, and the
errors that stop a build. Real catalogue files in a private copy of the checkout."""

from __future__ import annotations

from datetime import date

import polib
import pytest

from helper.catalog.build import CatalogError, Report, build_all
from helper.catalog.review import save_review
from tests.support import copy_checkout


@pytest.fixture(scope="module")
def checkout(tmp_path_factory):
    return copy_checkout(tmp_path_factory.mktemp("report") / "checkout")


def counts(root, relative):
    """(entries, translated, fuzzy, untranslated) of a law catalogue, counted with polib."""
    po = polib.pofile(str(root / relative))
    return len(po), len(po.translated_entries()), len(po.fuzzy_entries()), len(po.untranslated_entries())


@pytest.mark.parametrize("lang, pot, po, state", [
    ("en", "locales/laws.pot: {0} entries (unchanged)",
     "locales/zh_Hans/LC_MESSAGES/laws.po: {0} entries, {1} translated, {2} fuzzy, {3} untranslated (unchanged)",
     "unchanged"),
    ("zh", "locales/laws.pot：共 {0} 条（未改变）",
     "locales/zh_Hans/LC_MESSAGES/laws.po：共 {0} 条，已翻译 {1} 条，模糊 {2} 条，未翻译 {3} 条（未改变）", "未改变"),
    ("el", "locales/laws.pot: {0} καταχωρίσεις (αμετάβλητο)",
     "locales/zh_Hans/LC_MESSAGES/laws.po: {0} καταχωρίσεις, {1} μεταφρασμένες, {2} ασαφείς, {3} αμετάφραστες "
     "(αμετάβλητο)", "αμετάβλητο"),
])
def test_an_unchanged_build_reports_in_each_language(checkout, lang, pot, po, state):
    build_all(checkout)  # the copy as the build writes it
    lines = build_all(checkout, lang=lang)
    zh = counts(checkout, "locales/zh_Hans/LC_MESSAGES/laws.po")
    assert lines[0] == pot.format(counts(checkout, "locales/laws.pot")[0])
    assert lines[1] == po.format(*zh)
    assert len(lines) == 6 and all(line.endswith(("(" + state + ")", "（" + state + "）")) for line in lines)


@pytest.mark.parametrize("lang, text", [
    ("en", "x.po: 1 entry, 1 translated, 0 fuzzy, 0 untranslated (written)"),
    ("el", "x.po: 1 καταχώριση, 1 μεταφρασμένη, 0 ασαφείς, 0 αμετάφραστες (γράφτηκε)"),
    ("zh", "x.po：共 1 条，已翻译 1 条，模糊 0 条，未翻译 0 条（已写入）"),
])
def test_one_of_each_takes_the_singular(lang, text):
    assert Report("x.po", (1, 1, 0, 0), True).text(lang) == text


def test_a_dropped_reviewed_mark_is_said_in_greek_and_chinese(tmp_path, capsys, monkeypatch):
    root = copy_checkout(tmp_path / "checkout")
    official = polib.pofile(str(root / "locales/el/LC_MESSAGES/laws.po"))
    [entry] = [e for e in official if e.msgctxt == "2017|12A3"]
    save_review("el", "2017|12A3", text="ΔΟΚΙΜΗ " + entry.msgstr, root=root, reviewer="Ε")
    save_review("el", "2017|12A3", reviewed=True, root=root, reviewer="Ε", today=date(2026, 12, 1))
    lines = build_all(root, lang="el")
    assert ("locales/el/LC_MESSAGES/laws.po: 2017|12A3: το κείμενο του εγγράφου-πηγής αντικατέστησε μια "
            "επεξεργασμένη μετάφραση· το σημάδι ελέγχου της αφαιρέθηκε") in lines
    assert "locales/el/LC_MESSAGES/laws.po: 28 καταχωρίσεις, 28 μεταφρασμένες, 0 ασαφείς, 0 αμετάφραστες " \
           "(γράφτηκε)" in lines
    assert Report("a.po", dropped="2017|12A3").text("zh") == (
        "a.po：2017|12A3：来源文件的文本替换了经过编辑的译文；其审校标记已删除")


def test_the_command_reports_in_the_users_language_and_its_errors_too(tmp_path, capsys, monkeypatch):
    """``helper --lang zh catalog build`` run from inside the checkout copy (an installed helper
    builds the checkout it runs in: here the package is the worktree's, so build_all is called
    on the copy as the command does, and the errors are worded as the command words them)."""
    root = copy_checkout(tmp_path / "checkout")
    with pytest.raises(CatalogError) as raised:
        build_all(tmp_path)  # no checkout there
    assert raised.value.text("zh") == f"{tmp_path} 不是源代码副本：缺少 pyproject.toml, helper/, laws_text/"
    assert raised.value.text("el") == (f"Το {tmp_path} δεν είναι αντίγραφο του πηγαίου κώδικα: λείπουν "
                                       "pyproject.toml, helper/, laws_text/")
    assert str(raised.value) == f"{tmp_path} is not a source checkout: missing pyproject.toml, helper/, laws_text/"
    po = root / "locales/zh_Hans/LC_MESSAGES/messages.po"
    lines = po.read_text("utf-8").split("\n")
    index = max(i for i, line in enumerate(lines) if line.startswith('msgstr "') and len(line) > 10)
    lines[index] = lines[index][:-1]  # an unterminated string
    po.write_text("\n".join(lines), "utf-8")
    with pytest.raises(CatalogError) as raised:
        build_all(root)
    text = raised.value.text("zh")
    assert text.startswith(f"{po}，第 {index + 1} 行：") and text.endswith("；请修正后重新构建（未写入任何内容）")
    assert raised.value.text("el").endswith("· διορθώστε το και ξαναχτίστε (δεν γράφτηκε τίποτα)")
    po.write_bytes(b"msgid \"\xff\"\n")
    with pytest.raises(CatalogError) as raised:
        build_all(root)
    assert raised.value.text("zh") == (f"{po}：不是 UTF-8 编码（invalid start byte，位于第 7 字节）；请修正后重新构建")


def test_the_command_in_chinese_and_greek_on_a_copy_of_the_checkout(tmp_path):
    """``python -m helper --lang zh catalog build`` run from the copy's own package (so it builds the
    copy): every line in the user's language; a fault is said in it too, exit 2."""
    import os
    import subprocess
    import sys

    root = copy_checkout(tmp_path / "checkout")
    env = {**os.environ, "PYTHONPATH": str(root)}

    def build(lang):
        return subprocess.run([sys.executable, "-m", "helper", "--lang", lang, "catalog", "build"], cwd=root, env=env,
                              capture_output=True, text=True, timeout=300)

    done = build("zh")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 6 and lines[0].startswith("locales/laws.pot：共 ")
    assert all(line.endswith(("（未改变）", "（已写入）")) and "entries" not in line for line in lines), lines
    (root / "locales/el/LC_MESSAGES/laws.po").write_bytes(b"msgid \"\xff\"\n")
    done = build("el")
    assert done.returncode == 2 and done.stdout == "" and "Traceback" not in done.stderr
    assert done.stderr == (f"helper: {root / 'locales/el/LC_MESSAGES/laws.po'}: δεν είναι UTF-8 (invalid start byte "
                           "στο byte 7)· διορθώστε το και ξαναχτίστε\n")
