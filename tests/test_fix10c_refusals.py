"""Every refusal detail is ours and translated (issue 10, fix10c item 6): a settings file's
faults (missing HELPER_SETTINGS file, TOML duplicate key, not UTF-8, 2 or 1, nesting, a
4,400-digit integer), OS errors worded by errno, YAML faults with their line - never the
system's, tomllib's or PyYAML's English under --lang zh/el."""

from __future__ import annotations

import pytest

from tests.support import assert_user_error, run

ZH = "helper: 设置文件无法使用："
EL = "helper: Το αρχείο ρυθμίσεων δεν μπορεί να χρησιμοποιηθεί: "


def settings_run(capsys, monkeypatch, path, lang):
    monkeypatch.setenv("HELPER_SETTINGS", str(path))
    return run(capsys, "--lang", lang, "rule", "--questions")


@pytest.mark.parametrize("content, zh, el", [
    (b"[adjusted]\naverage_plus_pct = 60\naverage_plus_pct = 61\n",
     "{file}，第 3 行第 22 列：某个键或表重复出现",
     "{file}, γραμμή 3, στήλη 22: ένα κλειδί ή ένας πίνακας δίνεται δύο φορές"),
    (b"[adjusted]\nx = \"\xff\"\n", "{file}：不是 UTF-8 文本（第 17 个字节）", "{file}: δεν είναι κείμενο UTF-8 (byte 17)"),
    (b"[scoring]\nmatchpoint_scale = 3\n", "scoring.matchpoint_scale 必须是 2 或 1",
     "το scoring.matchpoint_scale πρέπει να είναι 2 ή 1"),
    (b"a = " + b"[" * 2000 + b"]" * 2000 + b"\n", "{file}：表或数组嵌套过深",
     "{file}: πίνακες ή λίστες με υπερβολικά βαθιά ένθεση"),
    (b"[adjusted]\naverage_plus_pct = " + b"1" * 4400 + b"\n", "{file}，第 2 行：有一个数字超过 30 位",
     "{file}, γραμμή 2: ένας αριθμός με περισσότερα από 30 ψηφία"),
    (b"[adjusted]\naverage_plus_pct = 6_5\n",
     "{file}，第 2 行：6_5 的写法不是本程序读取数字的方式（只用数字，必要时加小数点，例如 65）",
     "{file}, γραμμή 2: το 6_5 δεν είναι γραμμένο όπως διαβάζει τους αριθμούς το πρόγραμμα (απλά ψηφία, με "
     "υποδιαστολή αν χρειάζεται, π.χ. 65)"),
    (b"[adjusted]\naverage_plus_pct = 59\n", "average_plus_pct 必须在 60 到 100 之间",
     "το average_plus_pct πρέπει να είναι μεταξύ 60 και 100"),
])
def test_settings_faults_are_said_in_chinese_and_greek(tmp_path, capsys, monkeypatch, content, zh, el):
    path = tmp_path / "s.toml"
    path.write_bytes(content)
    code, out, err = settings_run(capsys, monkeypatch, path, "zh")
    assert_user_error(code, out, err)
    assert err == ZH + zh.format(file=path) + "\n"
    code, out, err = settings_run(capsys, monkeypatch, path, "el")
    assert_user_error(code, out, err)
    assert err == EL + el.format(file=path) + "\n"


def test_a_missing_helper_settings_file_in_greek(tmp_path, capsys, monkeypatch):
    code, out, err = settings_run(capsys, monkeypatch, tmp_path / "nofile", "el")
    assert_user_error(code, out, err)
    assert err == EL + f"το HELPER_SETTINGS ορίζει το {tmp_path / 'nofile'}, που δεν υπάρχει\n"


def test_a_settings_file_name_too_long_is_worded(tmp_path, capsys):
    name = tmp_path / ("a" * 300)
    code, out, err = run(capsys, "--lang", "zh", "--settings", str(name), "rule", "--questions")
    assert_user_error(code, out, err)
    assert err == f"helper: 设置文件无法使用：无法读取 {name}：文件名太长\n"


def test_an_answers_file_fault_has_its_line_in_our_words(tmp_path, capsys):
    path = tmp_path / "a.yaml"
    path.write_text("situation: [no_result\nform: pairs\n", encoding="utf-8")
    code, out, err = run(capsys, "--lang", "zh", "rule", "--answers", str(path))
    assert_user_error(code, out, err)
    assert err == f"helper: {path}，第 2 行：不是有效的 YAML 答案文件\n"
    code, out, err = run(capsys, "--lang", "el", "rule", "--answers", str(tmp_path / "none.yaml"))
    assert_user_error(code, out, err)
    assert err.endswith(": δεν υπάρχει τέτοιο αρχείο ή κατάλογος\n")


def test_a_record_error_of_another_kind_is_worded_by_its_errno():
    import errno
    from pathlib import Path

    from helper.rulings import StoreError
    from helper.rulings.messages import reason_text

    try:
        try:
            raise OSError(errno.ENAMETOOLONG, "File name too long")
        except OSError as cause:
            raise StoreError("File name too long", Path("/x"), "other") from cause
    except StoreError as exc:
        assert reason_text(exc, "zh") == "文件名太长"
        assert reason_text(exc, "el") == "το όνομα του αρχείου είναι πολύ μεγάλο"
    assert reason_text(StoreError("odd", Path("/x"), "other"), "en") == "odd"  # no cause: its own words
