"""A fouled board played in any number of versions (Law 87B; issue 7, the last items,
item 4): the dialogue asks each further version's results in turn; the graph
validator walks the loop; ``helper rule --answers`` replays it from lists and
``--questions`` lists it; the score agrees with ``helper score fouled``. Values
worked by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest
import yaml

from helper.dialogue import render
from helper.dialogue.engine import GraphError, REPEAT_WALKS, load_graph, validate, walk_all
from helper.scoring import Settings
from helper.tui.app import HelperApp
from tests.support import run, run_json, squash, walk
from tests.test_tui_fouled import transcript_squashed, type_line

# Due 9 times, three versions of three results each. Version 1 (this table, +450): +450, +420,
# +170; version 2: -50, +200, +600; version 3: +140, +110, -100. In a version of 3 on a top of
# 4, beating both is 4 MP; factored (Neuberg) to 9 results: (4 + 1) x 9/3 - 1 = 14 of a top of
# 2 x (9 - 1) = 16; one beaten: (2 + 1) x 3 - 1 = 8; none: (0 + 1) x 3 - 1 = 2.
THREE = ["fouled", "several", "none", "+450", "420, 170", "-50, 200, 600", "yes", "140, 110, -100", "no", 9]


def test_three_versions_each_matchpointed_among_themselves_and_factored():
    dialogue = walk(THREE)
    assert [a.node for a in dialogue.answers] == [
        "situation", "fouled_versions", "fouled_vul", "fouled_table", "fouled_same", "fouled_other", "fouled_more",
        "fouled_other", "fouled_more", "fouled_expected"]
    assert dialogue.variables["fouled_other"] == ["-50, 200, 600", "140, 110, -100"]
    ruling = dialogue.ruling()
    assert ruling.laws == ("87B",)
    assert (ruling.score.ns.matchpoints, ruling.score.ew.matchpoints, ruling.score.top) == (14, 2, 16)
    details = render.details(ruling, "en")
    assert "87B: fouled board, 3 versions, top 16 MP (9 results expected)" in details
    assert "Version 1, MP: +450: NS 14, EW 2; +420: NS 8, EW 8; +170: NS 2, EW 14" in details
    assert "Version 2, MP: -50: NS 2, EW 14; +200: NS 8, EW 8; +600: NS 14, EW 2" in details
    assert "Version 3, MP: +140: NS 14, EW 2; +110: NS 8, EW 8; -100: NS 2, EW 14" in details


def test_four_versions_and_a_small_one_gets_artificial_scores():
    # Due 10 times: top 18. Version 1: +450, +420, +170 -> +450: (4 + 1) x 10/3 - 1 = 47/3.
    # Version 4 has one result (below 3): average plus, which cites 12C2(a) on its own line; this
    # table (version 1) got a real score: its ruling cites Law 87B only (a fresh tester).
    ruling = walk(["fouled", "several", "none", "+450", "420, 170", "-50, 200, 600", "yes", "140, 110, -100",
                   "yes", "90", "no", 10]).ruling()
    assert ruling.score.ns.matchpoints == Fraction(47, 3) and ruling.score.top == 18
    assert ruling.laws == ("87B",)
    assert render.summary(ruling, "en") == "87B: NS 87.04% = 15.67 MP, EW 12.96% = 2.33 MP"
    details = render.details(ruling, "en")
    assert "87B: fouled board, 4 versions, top 18 MP (10 results expected)" in details
    assert "Version 4, too few results: average plus to both sides (60%) (Law 12C2(a)): +90: NS 10.8, EW 10.8" \
        in details


def test_several_versions_said_yes_to_once_then_no_is_two_versions_as_before():
    several = walk(["fouled", "several", "none", "+450", "420, 420, 170, -50", "140, 110, -100", "no", 8]).ruling()
    two = walk(["fouled", "two", "none", "+450", "420, 420, 170, -50", "140, 110, -100", 8]).ruling()
    assert several.score == two.score and several.score.ns.matchpoints == Fraction(67, 5)


def test_two_versions_does_not_ask_about_another_one():
    nodes = [a.node for a in walk(["fouled", "two", "none", "+450", "420", "140, 110", 5]).answers]
    assert "fouled_more" not in nodes


def test_the_validator_walks_round_the_loop_and_refuses_a_cycle_of_other_questions():
    graph = load_graph()
    assert graph["fouled_other"].repeat and graph["fouled_more"].repeat
    rounds = [path.count("fouled_other") for path, _ in walk_all(graph, Settings()) if "fouled_more" in path]
    assert sorted(set(rounds)) == list(range(1, REPEAT_WALKS + 1))
    # The same loop without `repeat` is a cycle the validator names.
    from helper.frozen import replace

    nodes = dict(graph.nodes)
    nodes["fouled_more"] = replace(nodes["fouled_more"], repeat=False)
    with pytest.raises(GraphError, match="cycle: .*fouled_more"):
        validate(replace(graph, nodes=nodes))


def test_rule_answers_takes_a_list_for_the_loop(capsys, tmp_path):
    path = tmp_path / "three.yaml"
    path.write_text(yaml.safe_dump({
        "situation": "fouled", "fouled_versions": "several", "fouled_vul": "none", "fouled_table": "+450",
        "fouled_same": "420, 170", "fouled_other": ["-50, 200, 600", "140, 110, -100"],
        "fouled_more": ["yes", "no"], "fouled_expected": 9}), encoding="utf-8")
    data = run_json(capsys, "rule", "--answers", str(path))
    assert (data["end"], data["ns"]["matchpoints"], data["ew"]["matchpoints"]) == ("result_fouled", 14, 2)
    assert [[r["ns_matchpoints"] for r in v] for v in data["fouled"]["versions"]] == [[14, 8, 2], [2, 8, 14],
                                                                                      [14, 8, 2]]
    # The same board through `helper score fouled`: the same scores.
    scored = run_json(capsys, "score", "fouled", "--group", "450,420,170", "--group=-50,200,600",
                      "--group", "140,110,-100", "--expected", "9")
    assert [[r["ns_matchpoints"] for r in v] for v in scored["versions"]] == [[14, 8, 2], [2, 8, 14], [14, 8, 2]]


def test_rule_answers_with_a_list_too_short_or_too_long(capsys, tmp_path):
    answers = {"situation": "fouled", "fouled_versions": "several", "fouled_vul": "none", "fouled_table": "+450",
               "fouled_same": "420, 170", "fouled_other": ["-50, 200, 600"], "fouled_more": ["yes", "no"],
               "fouled_expected": 9}
    path = tmp_path / "short.yaml"
    path.write_text(yaml.safe_dump(answers), encoding="utf-8")
    code, out, err = run(capsys, "rule", "--answers", str(path))
    assert code == 2 and f"{path} does not answer question fouled_other" in err
    answers.update(fouled_other=["-50, 200, 600", "140, 110, -100", "90"])
    path.write_text(yaml.safe_dump(answers), encoding="utf-8")
    code, out, err = run(capsys, "rule", "--answers", str(path))
    assert code == 0 and "Not asked on this path, ignored: fouled_other" in err  # nothing dropped unsaid


def test_rule_questions_lists_the_loop(capsys):
    code, out, err = run(capsys, "rule", "--questions")
    assert code == 0
    assert "fouled_more: Was the board played in yet another version?" in out
    assert "    several: Yes: in three or more versions (the results of each are asked in turn)" in out
    data = run_json(capsys, "rule", "--questions")
    assert {"id": "fouled_more", "type": "choice", "text": "Was the board played in yet another version?",
            "choices": ["no", "yes"], "optional": False} in data


async def test_the_screen_asks_each_version_in_turn_and_back_goes_round_the_loop():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        for key in ("7", "4", "1"):  # fouled; three or more versions; neither side vulnerable
            await pilot.press(key, "enter")
            await pilot.pause()
        for text in ("+450", "420, 170", "-50, 200, 600", "2", "140, 110, -100", "1"):
            await type_line(pilot, text)
        assert app.dialogue.current.id == "fouled_expected"
        await pilot.press("ctrl+p")  # back to "yet another version?", its answer offered
        await pilot.pause()
        assert app.dialogue.current.id == "fouled_more" and app.query_one("#answer").value == "1"
        await pilot.press("ctrl+p")  # back to the third version's results
        await pilot.pause()
        assert app.dialogue.current.id == "fouled_other"
        assert app.query_one("#answer").value == "140, 110, -100"
        for _ in range(2):
            await pilot.press("enter")
            await pilot.pause()
        await type_line(pilot, "9")
        assert app.dialogue.finished
        assert squash("87B: NS 87.5% = 14 MP, EW 12.5% = 2 MP") in transcript_squashed(app)
