"""The question graph (helper/dialogue/graph.yaml), the engine that walks it, and its rendering."""

from __future__ import annotations

import textwrap
from decimal import Decimal
from fractions import Fraction

import pytest

from helper.dialogue.engine import (
    GRAPH_PATH,
    AnswerError,
    Dialogue,
    GraphError,
    load_graph,
)
from helper.dialogue import render
from helper.laws import LawBook
from helper.scoring import (
    Basis,
    MultipleBoards,
    Settings,
    artificial_score,
    knockout_average,
    teams_multiple_results,
)
from tests.support import walk

# The case of the issue: pairs, no result, NS in no way at fault with 65% on the
# other boards, EW directly at fault, the board due to be played 13 times:
# the full top is 2 x (13 - 1) = 24 (Law 78A).
ISSUE_ANSWERS = ["no_result", "no", "pairs", "none", "direct", 13, 65, None]
ISSUE_SUMMARY_EN = "12C2(a), 12C2(c): NS 65% = 15.6 MP, EW 40% = 9.6 MP"


# ------------------------------------------------------------ the real graph

def test_real_graph_loads_and_validates():
    graph = load_graph()
    assert graph is load_graph()  # cached
    assert graph == load_graph(GRAPH_PATH)
    assert graph.start == "situation"
    assert graph.questions()[0].id == "situation"
    assert [c.value for c in graph["situation"].choices] == [
        "no_result", "rectification_unfair", "teams_multiple", "knockout_redeal", "knockout_non_balancing",
        "result_damage", "fouled"]
    ends = {n.id for n in graph.nodes.values() if n.terminal}
    assert ends == {"advice_12b2", "advice_redeal", "result_artificial", "result_teams_multiple", "result_knockout",
                    "result_assigned", "result_fouled"}


def test_every_law_the_graph_cites_is_a_2017_paragraph():
    book = LawBook.load()
    ids = load_graph().law_ids()
    assert {"12B2", "12C2(a)", "12C2(c)", "12C2(d)", "12C4", "86A", "86B2"} <= ids
    # Law 87 (fouled boards) is not in the 2017 sources: the graph cites its
    # 2017 ids, shown from the 1997 Chinese text with a note saying so.
    for law in sorted(ids - {"87A", "87B", "90A"}):
        paragraph = book.get(law, edition="2017")
        assert paragraph.id == law
        assert paragraph.texts["en"].text
    for law in ("87A", "87B", "90A"):  # 90A: the procedural penalty, 1997 text only
        assert law in ids
        for lang in ("en", "el", "zh"):
            shown = book.display(law, lang)
            assert (shown.id, shown.edition, shown.note, shown.old_id) == (law, "1997", "no_2017_text", law)


def _laws_scoring_can_return():
    settings = Settings(multiple_boards=MultipleBoards())
    scores = [
        artificial_score(scoring, "none", "direct", ns_session=s, ew_session=t, individual=True,
                         director_error=error, board_in_session=2, settings=settings)
        for scoring, s, t in (("mp", 70, 30), ("imps", 5, -5))
        for error in (False, True)
    ]
    scores += [teams_multiple_results(a, b, assigned_imps=10)
               for a, b in (("none", "none"), ("none", "direct"), ("direct", "direct"))]
    scores.append(knockout_average(1, 1))
    laws = {law for score in scores for law in score.laws}
    return laws


def test_every_law_the_scoring_returns_can_be_shown():
    book = LawBook.load()
    laws = _laws_scoring_can_return()
    assert laws == {"82C", "86B2(a)", "86B2(b)", "86B2(c)", "12C1(a)", "12C2(a)", "12C2(b)", "12C2(c)",
                    "12C2(d)", "12C3", "12C4"}
    for law in sorted(laws):
        for lang in ("en", "el", "zh"):
            shown = book.display(law, lang)
            assert shown.id == law
            assert shown.text
        if law != "82C":
            assert book.get(law, edition="2017").id == law
    # 82C is not in the 2017 sources: it is shown from the 1997 Laws, and says so.
    assert book.display("82C", "en").note == "no_2017_text"


# ------------------------------------------------------------ validation of constructed graphs

VALID = """
start: q
nodes:
  q:
    type: choice
    text: "Which?"
    choices:
      - {value: score, label: "Score", next: ns}
      - {value: advice, label: "Advice", next: tip}
  ns:
    type: number
    text: "NS?"
    min: -24
    max: 24
    next: ew
  ew:
    type: number
    text: "EW?"
    min: -24
    max: 24
    next: done
  tip:
    type: advice
    message: "Do it by the book."
    laws: ["12B2"]
  done:
    type: result
    compute: knockout
    inputs: {ns_imps: ns, ew_imps: ew}
"""


def graph_file(tmp_path, text, name):
    path = tmp_path / f"{name}.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_constructed_valid_graph_loads_and_walks(tmp_path):
    graph = load_graph(graph_file(tmp_path, VALID, "valid"))
    assert set(graph.nodes) == {"q", "ns", "ew", "tip", "done"}
    dialogue = Dialogue(graph)
    dialogue.answer("score")
    dialogue.answer("5")
    dialogue.answer(Decimal(2))
    ruling = dialogue.ruling()
    assert ruling.laws == ("12C4",)
    assert ruling.score.ns.imps == Fraction(3, 2)


@pytest.mark.parametrize(
    ("name", "old", "new", "message"),
    [
        ("missing_next", "next: tip}", "next: nowhere}", "next 'nowhere' does not exist"),
        ("unknown_compute", "compute: knockout", "compute: magic", "unknown computation 'magic'"),
        ("cycle", "    next: done\n", "    next: q\n", "cycle: q > ns > ew > q"),
        ("missing_input", "next: ns}", "next: ew}", "input 'ns_imps' not collected"),
        ("unknown_input", "inputs: {ns_imps: ns, ew_imps: ew}", "inputs: {ns_imps: ns, ew_imps: ew, top: ns}",
         "inputs unknown ['top']"),
        ("input_not_mapped", "inputs: {ns_imps: ns, ew_imps: ew}", "inputs: {ns_imps: ns}", "missing ['ew_imps']"),
        ("bad_start", "start: q", "start: begin", "start node 'begin' does not exist"),
        ("advice_without_message", '    message: "Do it by the book."\n', "", "advice without message"),
        ("number_dead_end", "    next: ew\n", "", "ns: dead end"),
        ("unknown_type", "type: advice", "type: shrug", "unknown type 'shrug'"),
    ],
)
def test_validate_rejects_faulty_graphs(tmp_path, name, old, new, message):
    assert old in VALID
    path = graph_file(tmp_path, VALID.replace(old, new, 1), name)
    with pytest.raises(GraphError) as info:
        load_graph(path)
    assert message in str(info.value)


def test_validate_rejects_unreachable_node(tmp_path):
    text = VALID + """
  orphan:
    type: advice
    message: "Never seen."
"""
    with pytest.raises(GraphError, match=r"unreachable nodes: \['orphan'\]"):
        load_graph(graph_file(tmp_path, text, "unreachable"))


def test_validate_rejects_a_missing_input_on_one_path_only(tmp_path):
    # One choice collects both scores, the other skips the optional EW score.
    text = VALID.replace("""      - {value: advice, label: "Advice", next: tip}""",
                         """      - {value: advice, label: "Advice", next: tip}
      - {value: quick, label: "Quick", next: ns_only}""") + """
  ns_only:
    type: number
    text: "NS only?"
    min: -24
    max: 24
    next: ew_maybe
  ew_maybe:
    type: number
    text: "EW maybe?"
    optional: true
    next: done2
  done2:
    type: result
    compute: knockout
    inputs: {ns_imps: ns_only, ew_imps: ew_maybe}
"""
    with pytest.raises(GraphError, match=r"q > ns_only > ew_maybe > done2: input 'ew_imps' not collected"):
        load_graph(graph_file(tmp_path, text, "one_path"))


def test_validate_checks_paths_under_the_multiple_boards_setting(tmp_path):
    # The branch taken only when 12C2(d) is regulated leads to a missing node's input.
    text = VALID.replace("""    next: done
""", """    next:
      - {when: [{"setting:multiple_boards": [true]}], goto: done_reg}
      - {goto: done}
""") + """
  done_reg:
    type: result
    compute: knockout
    inputs: {ns_imps: ns, ew_imps: nothing}
"""
    with pytest.raises(GraphError, match=r"q > ns > ew > done_reg: input 'ew_imps' not collected"):
        load_graph(graph_file(tmp_path, text, "setting_branch"))


# ------------------------------------------------------------ walking the real graph

def test_issue_case():
    dialogue = walk(ISSUE_ANSWERS)
    assert dialogue.finished
    assert dialogue.current.id == "result_artificial"
    ruling = dialogue.ruling()
    assert ruling.kind == "score"
    assert ruling.form == "pairs"
    assert ruling.laws == ("12C2(a)", "12C2(c)")
    ns, ew = ruling.score.ns, ruling.score.ew
    assert (ns.percent, ns.matchpoints, ns.basis) == (65, Fraction(78, 5), Basis.SESSION)
    assert (ew.percent, ew.matchpoints, ew.basis) == (40, Fraction(48, 5), Basis.AVERAGE_MINUS)
    assert [a.node for a in ruling.answers] == [
        "situation", "director_error", "form", "ns_fault", "ew_fault", "board_results", "ns_session_pct",
        "ew_session_pct"]
    assert ruling.answers[-1].value is None
    assert ruling.answers[5].value == Decimal(13)
    assert ruling.score.top == 24


def test_questions_in_order_for_the_issue_case():
    dialogue = Dialogue()
    seen = []
    for value in ISSUE_ANSWERS:
        seen.append(dialogue.current.id)
        assert dialogue.ruling() is None
        dialogue.answer(value)
    assert seen == ["situation", "director_error", "form", "ns_fault", "ew_fault", "board_results",
                    "ns_session_pct", "ew_session_pct"]


def test_back_restores_previous_question_and_a_new_answer_changes_the_ruling():
    dialogue = walk(ISSUE_ANSWERS)
    first = dialogue.ruling()
    assert dialogue.back() is True
    assert dialogue.current.id == "ew_session_pct"
    assert not dialogue.finished
    assert dialogue.ruling() is None
    for _ in range(3):
        dialogue.back()
    assert dialogue.current.id == "ew_fault"
    assert dialogue.variables["ns_fault"] == "none"
    assert "ew_fault" not in dialogue.variables
    # EW only partly at fault: Law 12C2(c) cannot concern it, so its session
    # percentage is not asked.
    for value in ["partly", 13, 65]:
        dialogue.answer(value)
    second = dialogue.ruling()
    assert second != first
    assert second.score.ew.percent == 50
    assert second.score.ew.matchpoints == 12
    assert second.score.ns.percent == 65
    assert second.laws == ("12C2(a)", "12C2(c)")


def test_back_at_the_start_returns_false():
    dialogue = Dialogue()
    assert dialogue.back() is False
    assert dialogue.current.id == "situation"


def test_restart():
    dialogue = walk(ISSUE_ANSWERS)
    dialogue.restart()
    assert dialogue.answers == []
    assert dialogue.current.id == "situation"
    assert dialogue.variables == {}
    assert dialogue.ruling() is None
    # The same dialogue can be walked again to another ruling.
    # "no", "no": not a knockout match; the other table's result not clearly favourable (86B1).
    for value in ["no_result", "no", "teams", "no", "no", "direct", "none", None, None]:
        dialogue.answer(value)
    ruling = dialogue.ruling()
    assert (ruling.score.ns.imps, ruling.score.ew.imps) == (-3, 3)
    assert ruling.form == "teams"


def test_answer_after_the_end():
    # After the score only the procedural penalty question (Law 90A) is
    # asked; "none" is not one of its answers, and once it is answered nothing is.
    dialogue = walk(ISSUE_ANSWERS)
    assert dialogue.finished and dialogue.after_question.id == "penalty"
    with pytest.raises(AnswerError) as info:
        dialogue.answer("none")
    assert (info.value.code, info.value.node) == ("choice", "penalty")
    dialogue.answer("no")
    assert dialogue.after_question is None and dialogue.asking is None
    with pytest.raises(AnswerError) as info:
        dialogue.answer("none")
    assert (info.value.code, info.value.node) == ("finished", "result_artificial")
    assert len(dialogue.answers) == len(ISSUE_ANSWERS) + 1
    assert dialogue.ruling().penalty is None


def test_number_out_of_range():
    dialogue = walk(ISSUE_ANSWERS[:6])
    assert dialogue.current.id == "ns_session_pct"
    with pytest.raises(AnswerError) as info:
        dialogue.answer(150)
    assert (info.value.code, info.value.low, info.value.high) == ("range", 0, 100)
    assert dialogue.current.id == "ns_session_pct"  # nothing recorded


def test_top_must_exceed_zero():
    dialogue = walk(ISSUE_ANSWERS[:5] + [None])  # the number of results skipped: the top is asked
    assert dialogue.current.id == "top"
    with pytest.raises(AnswerError) as info:
        dialogue.answer(0)
    assert info.value.code == "range"
    assert info.value.low_exclusive is True
    with pytest.raises(AnswerError) as info:
        dialogue.answer("abc")
    assert info.value.code == "number"


def test_required_question_cannot_be_skipped():
    dialogue = walk(["knockout_non_balancing"])
    assert dialogue.current.id == "knockout_ns_score"
    for empty in (None, "", "  "):
        with pytest.raises(AnswerError) as info:
            dialogue.answer(empty)
        assert info.value.code == "required"


def test_unknown_choice():
    with pytest.raises(AnswerError) as info:
        Dialogue().answer("nothing_happened")
    assert (info.value.code, info.value.node) == ("choice", "situation")


def test_integer_question():
    settings = Settings(multiple_boards=MultipleBoards(average_plus_pct=Fraction(55)))
    dialogue = walk(ISSUE_ANSWERS, settings=settings)
    assert dialogue.current.id == "board_in_session"
    with pytest.raises(AnswerError) as info:
        dialogue.answer("1.5")
    assert info.value.code == "integer"


def test_multiple_boards_question_appears_only_when_regulated():
    settings = Settings(multiple_boards=MultipleBoards(average_plus_pct=Fraction(55),
                                                       average_minus_pct=Fraction(35)))
    dialogue = walk(["no_result", "no", "pairs", "none", "direct", 13, None, None, 2], settings=settings)
    ruling = dialogue.ruling()
    assert ruling.laws == ("12C2(a)", "12C2(d)")
    assert (ruling.score.ns.percent, ruling.score.ew.percent) == (55, 35)
    assert ruling.score.notes == ("multiple_boards",)
    skipped = walk(["no_result", "no", "pairs", "none", "direct", 13, None, None, None], settings=settings)
    assert skipped.ruling().laws == ("12C2(a)",)


def test_teams_multiple_path():
    dialogue = walk(["teams_multiple", "no", "none", "direct"])  # "no": not a knockout match
    assert dialogue.current.id == "teams_assigned"
    dialogue.answer(5)
    ruling = dialogue.ruling()
    assert "86B2(b)" in ruling.laws
    assert ruling.laws == ("86B2(b)", "12C1(a)", "12C2(b)")
    assert (ruling.score.ns.imps, ruling.score.ew.imps) == (5, -5)
    assert ruling.form == "teams"


def test_teams_multiple_no_one_at_fault_goes_straight_to_the_result():
    dialogue = walk(["teams_multiple", "no", "none", "none"])
    assert dialogue.finished
    ruling = dialogue.ruling()
    assert ruling.laws == ("86B2(a)", "12C2(a)", "12C2(b)")
    assert ruling.score.notes == ("cancel_board", "substitute_board")


def test_knockout_non_balancing_path():
    dialogue = walk(["knockout_non_balancing", 5, 2])
    ruling = dialogue.ruling()
    assert ruling.laws == ("12C4",)
    assert (ruling.score.ns.imps, ruling.score.ew.imps) == (Fraction(3, 2), Fraction(-3, 2))


def test_knockout_redeal_yes_adds_86a():
    # A knockout match by definition: 12C4 is not asked; "no": Law 86B1 does not apply.
    dialogue = walk(["knockout_redeal", "yes", "no", "none", "direct", None, None])
    ruling = dialogue.ruling()
    assert ruling.laws == ("86A", "12C2(a)", "12C2(b)")
    assert (ruling.score.ns.imps, ruling.score.ew.imps) == (3, -3)


def test_knockout_redeal_no_gives_advice():
    dialogue = walk(["knockout_redeal", "no"])
    ruling = dialogue.ruling()
    assert ruling.kind == "advice"
    assert ruling.node == "advice_redeal"
    assert "86A" in ruling.laws
    assert ruling.score is None
    assert "redealt" in ruling.message


def test_rectification_unfair_gives_12b2_advice():
    dialogue = walk(["rectification_unfair"])
    ruling = dialogue.ruling()
    assert ruling.kind == "advice"
    assert ruling.laws == ("12B2",)
    assert ruling.message.startswith("No adjusted score")
    assert render.summary(ruling, "en") == "12B2: no adjusted score"


def test_director_error_at_teams():
    dialogue = walk(["no_result", "yes", "teams", "no", "no"])
    assert dialogue.current.id == "ns_session_imps"  # the fault questions are not asked
    dialogue.answer(None)
    dialogue.answer(None)
    ruling = dialogue.ruling()
    assert (ruling.score.ns.imps, ruling.score.ew.imps) == (3, 3)
    assert ruling.laws == ("82C", "12C2(a)", "12C2(b)")
    assert ruling.score.notes == ("both_non_offending",)
    assert render.summary(ruling, "en") == "82C, 12C2(a), 12C2(b): NS +3 IMPs, EW +3 IMPs"


def test_director_error_at_pairs_skips_fault_questions():
    dialogue = walk(["no_result", "yes", "pairs", 7, None, None])  # due 7 times: top 12
    ruling = dialogue.ruling()
    assert (ruling.score.ns.matchpoints, ruling.score.ew.matchpoints) == (Fraction(36, 5), Fraction(36, 5))


def test_individual_path():
    # In an individual each player is a contestant with his own session score:
    # no side's session is asked; the ruling says to apply 12C2(c) player by player.
    ruling = walk(["no_result", "no", "individual", "partly", "direct", None, None]).ruling()
    assert ruling.laws == ("12C2(a)", "12C3")
    assert (ruling.score.ns.percent, ruling.score.ew.percent) == (50, 40)
    assert ruling.form == "individual"
    assert ruling.score.notes == ("individual", "individual_session")
    assert "give that player his own percentage" in " ".join(render.details(ruling, "en"))


def test_settings_reach_the_ruling():
    ruling = walk(ISSUE_ANSWERS[:6] + [None, None], settings=Settings(average_plus_pct=Fraction(65))).ruling()
    assert ruling.score.ns.percent == 65
    assert ruling.score.ns.matchpoints == Fraction(78, 5)
    assert ruling.laws == ("12C2(a)",)


# ------------------------------------------------------------ rendering

def test_summary_of_the_issue_case_in_english():
    ruling = walk(ISSUE_ANSWERS).ruling()
    assert render.summary(ruling, "en") == ISSUE_SUMMARY_EN


def test_summary_of_the_issue_case_in_greek_and_chinese():
    ruling = walk(ISSUE_ANSWERS).ruling()
    greek = render.summary(ruling, "el")
    assert "12Γ2(α)" in greek
    assert "12Γ2(γ)" in greek
    assert "15,6" in greek and "9,6" in greek
    assert "15.6" not in greek
    chinese = render.summary(ruling, "zh")
    assert "第12条C款2项(a)" in chinese and "第12条C款2项(c)" in chinese
    assert "15.6" in chinese


def test_details_name_each_side_and_end_with_appeal():
    ruling = walk(ISSUE_ANSWERS).ruling()
    lines = render.details(ruling, "en")
    assert lines[0] == "NS: its own score on the other boards of the session (Law 12C2(c)): 65% = 15.6 MP"
    assert lines[1] == "EW: directly at fault, average minus: 40% = 9.6 MP"
    assert lines[-1] == ("The players may appeal this ruling (Law 83): the right to appeal expires 30 minutes after "
        "the official score is made available (Law 92B).")


def test_interpret_choice_by_number_and_words():
    graph = load_graph()
    assert render.interpret(graph["situation"], "1", "en") == "no_result"
    assert render.interpret(graph["situation"], "５", "en") == "knockout_non_balancing"
    assert render.interpret(graph["ns_fault"], "partly", "en") == "partly"
    assert render.interpret(graph["ns_fault"], " Directly ", "en") == "direct"
    assert render.interpret(graph["form"], "teams", "en") == "teams"
    assert render.interpret(graph["director_error"], "no", "el") == "no"


@pytest.mark.parametrize("text", ["xyz", "", "0", "4"])
def test_interpret_unknown_choice(text):
    node = load_graph()["ns_fault"]
    with pytest.raises(AnswerError) as info:
        render.interpret(node, text, "en")
    assert (info.value.code, info.value.node) == ("choice", "ns_fault")


def test_interpret_ambiguous_choice_names_the_answers_it_fits():
    node = load_graph()["ns_fault"]
    with pytest.raises(AnswerError) as info:
        render.interpret(node, "at fault", "en")
    assert (info.value.code, info.value.low) == ("ambiguous", [1, 2, 3])
    assert render.error_text(info.value, "en") == "'at fault' fits several answers (1, 2, 3): type more of one, or its number."


def test_interpret_numbers():
    graph = load_graph()
    assert render.interpret(graph["top"], "15,6", "el") == Decimal("15.6")
    assert render.interpret(graph["top"], "２４", "zh") == Decimal(24)
    assert render.interpret(graph["top"], "", "en") is None
    assert render.interpret(graph["ns_session_pct"], "65%", "en") == Decimal(65)
    assert render.interpret(graph["knockout_ns_score"], "-3", "en") == Decimal(-3)
    with pytest.raises(AnswerError) as info:
        render.interpret(graph["ns_session_pct"], "150", "en")
    assert info.value.code == "range"
    with pytest.raises(AnswerError) as info:
        render.interpret(graph["ns_session_pct"], "lots", "en")
    assert info.value.code == "number"
    with pytest.raises(AnswerError) as info:
        render.interpret(graph["knockout_ns_score"], "", "en")
    assert info.value.code == "required"


def test_error_text_gives_the_bounds():
    graph = load_graph()
    with pytest.raises(AnswerError) as info:
        render.interpret(graph["ns_session_pct"], "150", "en")
    assert render.error_text(info.value, "en") == "Enter a number from 0 to 100."
    with pytest.raises(AnswerError) as info:
        render.interpret(graph["top"], "0", "en")
    assert render.error_text(info.value, "en") == "Enter a number greater than 0 and at most 10,000."


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        ("no_nodes", "start: q\n", "a graph needs 'start'"),
        ("no_start", "nodes: {q: {type: advice, message: hi}}\n", "a graph needs 'start'"),
        ("a_list", "- q\n", "a graph needs 'start'"),
        ("node_not_mapping", "start: q\nnodes: {q: 3}\n", "q: a node must be a mapping"),
        ("choice_without_next", "start: q\nnodes:\n  q: {type: choice, choices: [{value: a, label: A}]}\n",
         "q: malformed node"),
    ],
)
def test_malformed_graph_files_raise_graph_error(tmp_path, name, text, message):
    with pytest.raises(GraphError, match=message):
        load_graph(graph_file(tmp_path, text, name))


def test_a_decimal_comma_is_refused_at_the_screen_in_english_and_chinese_and_read_in_greek():
    graph = load_graph()
    for lang in ("en", "zh"):
        with pytest.raises(AnswerError) as info:
            render.interpret(graph["ns_session_pct"], "60,5", lang)
        assert info.value.code == "comma"
    assert render.error_text(info.value, "en") == (
        "60,5: a comma here separates thousands (1,000); write a decimal with a point (60.5, not 60,5).")
    assert render.interpret(graph["ns_session_pct"], "60,5", "el") == Decimal("60.5")
    # Weighted outcomes: "60,5 4SN=" is refused in English, read in Greek.
    with pytest.raises(AnswerError) as info:
        render.interpret(graph["outcomes"], "60,5 4SN=; 39,5 4SN-1", "en")
    assert (info.value.code, info.value.value) == ("comma", "60,5")
    assert render.interpret(graph["outcomes"], "60,5 4SN=; 39,5 4SN-1", "el") == "60,5 4SN=; 39,5 4SN-1"
    # A comma between items, followed by a space, is a separator, not a decimal comma.
    assert render.interpret(graph["outcomes"], "60 4SN=, 40 4SN-1", "en") == "60 4SN=, 40 4SN-1"
