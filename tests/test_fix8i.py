"""Issue 8, faults found by fresh tester 8f (engineer fix8i), with real SQLite records in tmp dirs.

1. Two helpers of one Director started at once: the one that lost the hold said so, then still
   took answers (shown as given, a score shown, "recorded by the other" said falsely) and ^O threw
   them all away. An answer in a helper that does not hold the ruling is now not applied: it stays
   on the line, the screen says why, and after ^O Enter gives it (tmux: the same steps by hand).
"""

from __future__ import annotations

import os
import sqlite3
import time

import pytest

from helper.rulings import RulingStore
from helper.tui.app import HelperApp, TakeOverScreen

from tests import support
from tests.support import press, squash, until, until_shown
from tests.test_take_over_states import BEGUN, other_with


async def test_an_answer_in_a_helper_that_has_seen_it_lost_the_hold_is_not_applied(tmp_path):
    """A starts; B of the same Director starts and takes the holding (A has nothing in progress).
    A says so; an answer typed in A then stays on the line, not given, nothing saved or recorded;
    ^O takes the ruling back and Enter gives the answer, saved."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as a_store, RulingStore.open(path) as b_store:
        a = HelperApp(lang="en", store=a_store, heartbeat_seconds=3600)
        async with a.run_test(size=(80, 24)) as a_pilot:
            await a_pilot.pause()
            b = HelperApp(lang="en", store=b_store, heartbeat_seconds=3600)
            async with b.run_test(size=(80, 24)) as b_pilot:
                await until_shown(b_pilot, b)  # B's first frame, seen before anything else is looked at
                assert b.owns_draft and not isinstance(b.screen, TakeOverScreen)
                await until(a_pilot, lambda: a.record_problem is not None)  # the early checks at 0.5, 1.5 and 3 s
                assert not a.owns_draft and a._lost_to == os.getpid()  # seen before the answer
                for keys in (["1", "enter"], ["1", "enter"]):  # a second Enter neither
                    a.query_one("#answer").value = ""
                    await press(a_pilot, keys)
                    assert a.dialogue.answers == [] and a.query_one("#answer").value == "1"
                assert squash(a.error) == squash(
                    f"Not applied: another helper (process {os.getpid()}) holds this Director's ruling in "
                    "progress, so this answer would not be saved. It is kept on the line: ^O takes the ruling "
                    "back here, then Enter gives it; ^N starts a new ruling here.")
                draft = b_store.load_draft()
                assert draft is None or not draft.answers  # nothing of A's went anywhere
                await press(a_pilot, ["ctrl+o"])
                await until_shown(a_pilot, a)  # the ruling taken back, read before Enter
                assert a.owns_draft and a.query_one("#answer").value == "1"
                await press(a_pilot, ["enter"])
                assert [(x.node, x.value) for x in a.dialogue.answers] == [("situation", "no_result")]
                assert a.error is None
        assert list(map(tuple, a_store.load_draft().answers)) == [("situation", "no_result")]  # saved
        assert a_store.rulings() == []  # nothing recorded by either helper


# ------------------------------------------------------------------ 2. "has ended" / "no longer responds"

async def test_a_holder_silent_past_the_stale_time_no_longer_responds_and_one_that_quit_has_ended(tmp_path):
    """The other helper (alive, in this process) takes the ruling and then stops its heartbeat:
    past the stale time (1 s here) it "no longer responds"; once it lets the ruling go (it quits)
    it "has ended" - the line changes with it."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path, stale_seconds=1.0) as store:
        app = HelperApp(lang="en", store=store, heartbeat_seconds=3600)
        app.early_checks = ()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            other = RulingStore.open(path)
            assert other.claim_draft(take_over=True).owned
            app._heartbeat()
            assert not app.owns_draft and app.record_problem is not None
            await pilot.pause(1.3)  # its heartbeat is now older than the stale time
            app._heartbeat()
            assert app.record_problem("en") == (
                "The other helper no longer responds, with no ruling in progress: ^O makes this helper save the "
                "ruling in progress (finished rulings are recorded meanwhile).")
            other.close()  # it quits: lets the ruling go
            app._heartbeat()
            assert app.record_problem("en") == (
                "The other helper has ended, with no ruling in progress: ^O makes this helper save the ruling in "
                "progress (finished rulings are recorded meanwhile).")


# ------------------------------------------------------------------ 3. "it may be stopped or hung" when late only

@pytest.mark.parametrize("age, hedge", [(0, ""), (9, ""), (10, ""), (10.5, " (it may be stopped or hung)"),
                                       (11, " (it may be stopped or hung)")])
async def test_the_take_over_question_says_stopped_or_hung_only_when_the_heartbeat_is_late(tmp_path, monkeypatch,
                                                                                         age, hedge):
    """Late: more than two heartbeats (2 x 5 s) old, not yet stale (30 s). The heartbeat is ``age`` seconds
    old when the question is asked: the wall clock stands still from the heartbeat's writing (a loaded host
    took more than a second to start the helper: the 9 s heartbeat was late by then)."""
    path = tmp_path / "r.sqlite3"
    other = other_with(path, "progress")
    now = time.time()
    monkeypatch.setattr(time, "time", lambda: now)
    try:
        with sqlite3.connect(path) as connection:
            connection.execute("UPDATE draft SET heartbeat = ?", (now - age,))
        with RulingStore.open(path) as store:
            app = HelperApp(lang="en", store=store, heartbeat_seconds=3600)
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                assert isinstance(app.screen, TakeOverScreen)
                owner = store.owner()
                assert squash(app.screen.message) == squash(
                    f"Take over the ruling in progress, started at {BEGUN[11:16]} (UTC), now held by process "
                    f"{os.getpid()} on {owner.host}{f' ({owner.terminal})' if owner.terminal else ''}? That helper "
                    f"still holds it{hedge}; it will no longer save it. (y / n)")
    finally:
        other.close()


# ------------------------------------------------------------------ 4. the language's separator after an outcome

@pytest.mark.parametrize("lang, outcomes, recomputed", [
    # By hand (tests/test_assigned.py: Butler over +420 +450 -50 +170 with this table's outcome):
    # +420 is +2 IMPs against a datum of +340, -50 is -6 IMPs against +180.
    ("zh", "南北各结果：60% +420：+2 IMP（基准 +340）；40% -50：-6 IMP（基准 +180）",
     "其他牌桌重新计算的南北 IMP：+420：3.6；+450：4.6；-50：-7.8；+170：-3"),
    ("en", "NS outcome by outcome: 60% +420: +2 IMPs (datum +340); 40% -50: -6 IMPs (datum +180)",
     "Other tables, NS IMPs recomputed: +420: 3.6; +450: 4.6; -50: -7.8; +170: -3"),
    ("el", "ΒΝ ανά αποτέλεσμα: 60% +420: +2 IMPs (datum +340)· 40% -50: -6 IMPs (datum +180)",
     "Άλλα τραπέζια, IMPs ΒΝ υπολογισμένα εκ νέου: +420: 3,6· +450: 4,6· -50: -7,8· +170: -3"),
])
def test_an_outcome_and_its_imps_are_separated_as_the_language_does(lang, outcomes, recomputed):
    from helper.dialogue.engine import Ruling
    from helper.dialogue.render import details
    from helper.scoring.assigned import assigned_score

    score = assigned_score("butler", outcomes=[(60, 420), (40, -50)], field=[420, 450, -50, 170])
    lines = details(Ruling("score", score.laws, "cli", score=score), lang)
    assert outcomes in lines and recomputed in lines



def test_a_score_and_its_value_after_a_full_width_colon_are_never_parted():
    """By hand: "其他：" is 6 cells, "+400：21；" 10, "+420：23" 8; at 12 cells each stays whole."""
    from helper.tui.wrap import wrap

    assert wrap("其他：+400：21；+420：23", 12) == ["其他：", "+400：21；", "+420：23"]
    assert wrap("南北各结果：60% +420：+2 IMP", 18) == ["南北各结果：", "60% +420：+2 IMP"]

# ------------------------------------------------------------------ 5. the helper's own defaults named in the language

data = support.log_data  # the log tests' data directory and default settings


@pytest.mark.parametrize("lang, said", [("en", "from: built-in defaults"), ("zh", "来源：内置默认值"),
                                        ("el", "από: ενσωματωμένες προεπιλογές")])
def test_rulings_show_names_the_built_in_defaults_in_the_language(data, capsys, monkeypatch, lang, said):
    from tests.support import run

    monkeypatch.delenv("HELPER_SETTINGS")  # no settings file at all: the helper's own defaults
    monkeypatch.setenv("XDG_CONFIG_HOME", str(data / "config"))
    from tests.test_log import SESSION_65, answers_file

    path = answers_file(data, "board: 5\n" + SESSION_65)
    assert run(capsys, "rule", "--answers", str(path), "--record")[0] == 0
    code, out, _err = run(capsys, "rulings", "show", "1", "--lang", lang)
    assert code == 0 and said in out and (lang == "en" or "defaults" not in out)


# ------------------------------------------------------------------ 6. no ASCII space after a Chinese full stop

@pytest.mark.parametrize("lang, said", [
    ("zh", "已从已结束的进程 24747 接管。其未完成的裁决（开始于 11:37（UTC））在此继续。"),
    ("en", "Taken over from process 24747, which has ended. Its ruling in progress, started at 11:37 (UTC), "
           "resumes here."),
])
def test_the_take_over_notice_joins_its_sentences_as_the_language_does(lang, said):
    from helper.rulings.messages import take_over_notice

    assert take_over_notice(lang, back=False, pid=24747, responds=False, ended=True, kind="progress",
                            begun="2026-12-01T11:37:05+00:00") == said


@pytest.mark.parametrize("pid, said", [
    (24747, "Αναλήφθηκε από τη διεργασία 24747, που έχει τερματιστεί. Η απόφασή της σε εξέλιξη"),
    (None, "Αναλήφθηκε: το παράθυρο του helper που την είχε έχει τερματιστεί. Η απόφασή του σε εξέλιξη"),
])
def test_greek_its_agrees_with_the_process_or_the_window(pid, said):
    """της of η διεργασία (the process named), του of το παράθυρο (the helper, no process named)."""
    from helper.rulings.messages import take_over_notice

    assert take_over_notice("el", back=False, pid=pid, responds=False, ended=True, kind="progress",
                            begun="2026-12-01T11:37:05+00:00").startswith(said)


def test_an_appeal_note_follows_a_chinese_full_stop_without_a_space():
    """By hand: 55% and 45% of a top of 24 are 13.2 and 10.8 MP."""
    from helper.rulings import Appeal
    from helper.rulings.messages import appeal_text

    appeal = Appeal(1, 1, "2026-12-02T02:00:00+00:00", "changed", {"unit": "percent", "ns": "55", "ew": "45"},
                    "committee", 1)
    assert appeal_text(appeal, "zh", "matchpoints", top=24).endswith("东西 45% = 10.8 比赛分。committee")
    assert appeal_text(appeal, "en", "matchpoints", top=24).endswith("EW 45% = 10.8 MP. committee")
