"""Numbers in a settings file are read as the screen reads them (issue 10, fix10c item 1):
TOML's other notations (6_5, 0x41, 0o101, 0b1000001, 1e2) and leading zeros (065) are refused
with the line, never read as 65; plain numbers (65, 62.5, -3) are read."""

from __future__ import annotations

import pytest

from helper.scoring.settings import SettingsError, load_settings, number_notation
from tests.support import assert_user_error, run


@pytest.mark.parametrize("value", ["6_5", "0x41", "0o101", "0b1000001", "1e2", "6.5e1", "065", "+065", "65.0_0"])
def test_other_notations_are_refused_with_the_line(tmp_path, value):
    path = tmp_path / "s.toml"
    path.write_text(f"# regulation\n[adjusted]\naverage_plus_pct = {value}\n", encoding="utf-8")
    with pytest.raises(SettingsError) as caught:
        load_settings(path)
    assert (caught.value.key, caught.value.code, caught.value.value) == (None, "notation", value)
    assert str(caught.value) == (f"{path}, line 3: {value} is not written as the helper reads numbers "
                                 "(plain digits with a decimal point if needed, e.g. 65)")


def test_plain_numbers_strings_comments_and_keys_are_not_notations():
    text = ('[adjusted]\naverage_plus_pct = 65  # not 0x41\naverage_minus_pct = 40.0\nx = "6_5"\n'
            "y = '0x41'\nz = [-3, +2, 0, 0.5]\nw = {a_1 = 2}\nv = 1979-05-27\n")
    assert number_notation(text) is None
    assert number_notation("z = [1,\n 2_0]\n") == (2, "2_0")


def test_the_command_line_refuses_it_exit_2(tmp_path, capsys, monkeypatch):
    path = tmp_path / "s.toml"
    path.write_text("[adjusted]\naverage_plus_pct = 6_5\n", encoding="utf-8")
    monkeypatch.setenv("HELPER_SETTINGS", str(path))
    code, out, err = run(capsys, "rule", "--questions")
    assert_user_error(code, out, err)
    assert err == (f"helper: Settings file not usable: {path}, line 2: 6_5 is not written as the helper reads "
                   "numbers (plain digits with a decimal point if needed, e.g. 65)\n")


def test_a_plain_65_is_read(tmp_path):
    path = tmp_path / "s.toml"
    path.write_text("[adjusted]\naverage_plus_pct = 65\n", encoding="utf-8")
    assert load_settings(path).average_plus_pct == 65
