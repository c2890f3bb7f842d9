"""Law 77 scores, and reading contracts and results as a director types them."""

from __future__ import annotations

import pytest

from helper.scoring.adjusted import ScoringError
from helper.scoring.contract import (
    Contract,
    Result,
    is_vulnerable,
    ns_score,
    parse_contract,
    parse_result,
    score,
    undertrick_penalty,
    vulnerability,
)

# --- Law 77 undertricks: every cell of the brief's table -------------------------------

UNDERTRICK_ROWS = {
    # (doubling, vulnerable): points to the defenders for 1..7 down
    (0, False): [50, 100, 150, 200, 250, 300, 350],
    (0, True): [100, 200, 300, 400, 500, 600, 700],
    (1, False): [100, 300, 500, 800, 1100, 1400, 1700],
    (1, True): [200, 500, 800, 1100, 1400, 1700, 2000],
    (2, False): [200, 600, 1000, 1600, 2200, 2800, 3400],
    (2, True): [400, 1000, 1600, 2200, 2800, 3400, 4000],
}


@pytest.mark.parametrize(("doubling", "vulnerable", "down", "expected"), [
    (doubling, vulnerable, down, points)
    for (doubling, vulnerable), row in UNDERTRICK_ROWS.items()
    for down, points in enumerate(row, start=1)
])
def test_undertricks_table(doubling, vulnerable, down, expected):
    assert undertrick_penalty(down, doubling, vulnerable) == expected
    # The same through score(): 7NT needs 13 tricks, 4S needs 10 (both can go 7 down).
    assert score(Contract(7, "NT", doubling), 13 - down, vulnerable) == -expected
    assert score(Contract(4, "S", doubling), 10 - down, vulnerable) == -expected
    assert score(Contract(4, "S", doubling), f"-{down}", vulnerable) == -expected


def test_undertricks_beyond_seven():
    # 7NTX with no trick, 13 down: NV 100 + 2 x 200 + 10 x 300 = 3500; V 200 + 12 x 300 = 3800.
    assert score(Contract(7, "NT", 1), 0, False) == -3500
    assert score(Contract(7, "NT", 1), 0, True) == -3800
    # Redoubled: twice those.
    assert score(Contract(7, "NT", 2), 0, False) == -7000
    assert score(Contract(7, "NT", 2), 0, True) == -7600
    # Undoubled: 13 x 50 / 13 x 100.
    assert score(Contract(7, "C"), 0, False) == -650
    assert score(Contract(7, "C"), 0, True) == -1300


# --- Law 77 made contracts, computed by hand ---------------------------------------------

@pytest.mark.parametrize(("text", "tricks", "vulnerable", "expected"), [
    ("1NT", "=", False, 90),     # 40 + part score 50
    ("1NT", "=", True, 90),
    ("3NT", "=", False, 400),    # 40 + 30 + 30 = 100, game 300
    ("3NT", "=", True, 600),     # 100 + game 500
    ("4S", "=", False, 420),     # 4 x 30 = 120 + 300
    ("4S", "=", True, 620),      # 120 + 500
    ("6NT", "=", False, 990),    # 40 + 5 x 30 = 190 + 300 + small slam 500
    ("6NT", "=", True, 1440),    # 190 + 500 + 750
    ("7NT", "=", False, 1520),   # 220 + 300 + grand slam 1000
    ("7NT", "=", True, 2220),    # 220 + 500 + 1500
    ("1CX", "=", False, 140),    # 20 x 2 = 40 + 50 part score + 50 for making doubled
    ("1CXX", "+1", False, 430),  # 20 x 4 = 80 + 50 + 100 redoubled made + 1 x 200 = 430
    ("1CXX", "+1", True, 630),   # 80 + 50 + 100 + 1 x 400
    ("2HX", "=", False, 470),    # 60 x 2 = 120 >= 100: game 300 + 50 doubled made
    ("2HX", "=", True, 670),     # 120 + 500 + 50
    ("1NTXX", "=", False, 560),  # 40 x 4 = 160: game 300 + 100
    ("3CX", "=", False, 470),    # 60 x 2 = 120: game 300 + 50
    ("2CX", "=", False, 180),    # 40 x 2 = 80: part score 50 + 50
    ("5D", "=", False, 400),     # 5 x 20 = 100: game 300
    ("4D", "=", False, 130),     # 80 + 50: a part score
    ("2C", "+3", False, 150),    # 40 + 50 + 3 x 20
    ("3NT", "+2", False, 460),   # 400 + 2 x 30
    ("4H", "+1", True, 650),     # 620 + 30
    ("4SX", "+1", False, 690),   # 240 + 300 + 50 + 100
    ("4SX", "+1", True, 990),    # 240 + 500 + 50 + 200
    ("6C", "+1", True, 1390),    # 120 + 500 + 750 + 20
    ("7NTXX", "=", False, 2280),  # 220 x 4 = 880 + 300 + 1000 + 100
    ("7NTXX", "=", True, 2980),   # 880 + 500 + 1500 + 100
    ("1SXX", "+6", True, 3120),   # 30 x 4 = 120: game 500, + 100, + 6 x 400 = 2400: 3120
])
def test_made_contracts(text, tricks, vulnerable, expected):
    assert score(parse_contract(text), tricks, vulnerable) == expected


def test_score_by_tricks_taken_and_overtricks_agree():
    contract = Contract(4, "S")
    assert score(contract, 11, False) == score(contract, "+1", False) == score(contract, "/11", False) == 450
    assert score(contract, 10, True) == score(contract, "=", True) == 620
    assert score(contract, 9, False) == score(contract, "-1", False) == -50


# --- NS's point of view -----------------------------------------------------------------

@pytest.mark.parametrize(("text", "vul", "expected"), [
    ("4SN=", "none", 420),
    ("4SN=", "ew", 420),      # N not vulnerable
    ("4SN=", "ns", 620),
    ("4SE=", "ew", -620),     # EW's game: minus for NS
    ("4SW=", "ns", -420),
    ("3NTW-1", "both", 100),  # EW vulnerable one down: +100 to NS
    ("3NTS-1", "both", -100),
    ("4SXW-3", "both", 800),  # 200 + 300 + 300
    ("4SXN+1", "none", 690),
    ("pass", "both", 0),      # passed out: 0 for both sides
    ("AP", "none", 0),
])
def test_ns_score(text, vul, expected):
    assert ns_score(text, vul=vul) == expected
    assert ns_score(parse_result(text), vul=vul) == expected


def test_ns_score_forms():
    contract = Contract(4, "S", 0, "N")
    assert ns_score(contract, 10, "none") == 420
    assert ns_score(contract, "+1", "none") == 450
    assert ns_score("4SN", 10, "none") == 420
    assert ns_score(None) == 0
    assert ns_score(Result(None)) == 0


def test_vulnerability_spellings():
    assert [vulnerability(v) for v in ("None", "LOVE", "-", "NS", "n-s", "EW", "All", "both")] == [
        "none", "none", "none", "ns", "ns", "ew", "both", "both"]
    assert is_vulnerable("E", "ew") and not is_vulnerable("N", "ew") and is_vulnerable("S", "both")


# --- Parsing ----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("4S", Contract(4, "S")),
    ("4♠", Contract(4, "S")),
    ("4s", Contract(4, "S")),
    ("3NT", Contract(3, "NT")),
    ("3N", Contract(3, "NT")),
    ("3nt", Contract(3, "NT")),
    ("4SX", Contract(4, "S", 1)),
    ("4SXX", Contract(4, "S", 2)),
    ("4sxx", Contract(4, "S", 2)),
    ("4SN", Contract(4, "S", 0, "N")),
    ("3NTS", Contract(3, "NT", 0, "S")),
    ("3NS", Contract(3, "NT", 0, "S")),
    ("3NN", Contract(3, "NT", 0, "N")),
    ("4SXN", Contract(4, "S", 1, "N")),
    ("4SNX", Contract(4, "S", 1, "N")),
    ("1♣", Contract(1, "C")),
    ("2♦", Contract(2, "D")),
    ("2♢", Contract(2, "D")),
    ("4♥", Contract(4, "H")),
    ("4♡ E", Contract(4, "H", 0, "E")),
    ("3梅花", Contract(3, "C")),
    ("3草花", Contract(3, "C")),
    ("2方块", Contract(2, "D")),
    ("4红心", Contract(4, "H")),
    ("4黑桃", Contract(4, "S")),
    ("3无将", Contract(3, "NT")),
    ("3无将南", Contract(3, "NT", 0, "S")),
    ("5 μπαστούνια", Contract(5, "C")),
    ("5 ΣΠΑΘΙΑ", Contract(5, "C")),
    ("5 καρό", Contract(5, "D")),
    ("4 κούπες", Contract(4, "H")),
    ("4 ΚΟΥΠΕΣ", Contract(4, "H")),
    ("4 πίκες X W", Contract(4, "S", 1, "W")),
    ("3ΧΑ", Contract(3, "NT")),
    ("3 Χωρίς Ατού", Contract(3, "NT")),
    ("４Ｓ", Contract(4, "S")),       # full width
    ("  4 S  N ", Contract(4, "S", 0, "N")),
])
def test_parse_contract(text, expected):
    assert parse_contract(text) == expected


@pytest.mark.parametrize(("text", "contract", "tricks"), [
    ("4SN=", Contract(4, "S", 0, "N"), 10),
    ("3NTS-1", Contract(3, "NT", 0, "S"), 8),
    ("4SXN+1", Contract(4, "S", 1, "N"), 11),
    ("4S N 10", Contract(4, "S", 0, "N"), 10),
    ("4SN10", Contract(4, "S", 0, "N"), 10),
    ("4S/10", Contract(4, "S"), 10),
    ("4S 10", Contract(4, "S"), 10),
    ("1NTW−2", Contract(1, "NT", 0, "W"), 5),   # Unicode minus
    ("7NTE=", Contract(7, "NT", 0, "E"), 13),
    ("1CN-7", Contract(1, "C", 0, "N"), 0),
    ("4黑桃北+1", Contract(4, "S", 0, "N"), 11),
])
def test_parse_result(text, contract, tricks):
    assert parse_result(text) == Result(contract, tricks)


@pytest.mark.parametrize("text", ["pass", "PASS", "AP", "ap", "Passed out", "all pass", "都不叫", "Πάσο"])
def test_parse_pass(text):
    result = parse_result(text)
    assert result.passed_out and result.contract is None
    assert ns_score(result, vul="both") == 0


def test_result_str():
    assert [str(parse_result(t)) for t in ("4sxn+1", "3n s -1", "4♠ N 10", "ap")] == [
        "4SXN+1", "3NTS-1", "4SN=", "Pass"]


# --- Impossible input ---------------------------------------------------------------------

@pytest.mark.parametrize(("text", "code"), [
    ("8S", "contract"),
    ("0NT", "contract"),
    ("4Z", "contract"),
    ("abc", "contract"),
    ("", "contract"),
    ("4SXXX", "contract"),
    ("7NT+1", "result"),     # 14 tricks: more than 13
    ("7NTN+1", "result"),
    ("4S-11", "result"),     # 10 - 11 = -1 tricks: fewer than 0
    ("4S/14", "result"),
    ("4SN", "incomplete"),   # no result yet
    ("4S10", "result"),      # a bare count needs a space or declarer before it
    ("4SN=x", "character"),  # text after the result: that character is what is wrong (issue 10)
    ("4SNE=", "declarer"),   # two declarers
    ("4SQ=", "declarer"),
    ("3ΧΑ Ν=", "declarer"),  # Greek Nu (South in Greek) is not the Latin N
])
def test_parse_result_errors(text, code):
    with pytest.raises(ScoringError) as info:
        parse_result(text)
    assert info.value.code == code


def test_parse_contract_pass_is_not_a_contract():
    with pytest.raises(ScoringError) as info:
        parse_contract("pass")
    assert info.value.code == "contract"


@pytest.mark.parametrize(("kwargs", "code", "field"), [
    ({"level": 8, "strain": "S"}, "contract", "level"),
    ({"level": 0, "strain": "NT"}, "contract", "level"),
    ({"level": 4, "strain": "Z"}, "contract", "strain"),
    ({"level": 4, "strain": "S", "doubling": 3}, "contract", "doubling"),
    ({"level": 4, "strain": "S", "declarer": "Q"}, "declarer", "declarer"),
])
def test_contract_errors(kwargs, code, field):
    with pytest.raises(ScoringError) as info:
        Contract(**kwargs)
    assert (info.value.code, info.value.field) == (code, field)


@pytest.mark.parametrize(("call", "code"), [
    (lambda: score(Contract(7, "NT"), 14, False), "result"),
    (lambda: score(Contract(4, "S"), -1, False), "result"),
    (lambda: score(Contract(4, "S"), "+4", False), "result"),
    (lambda: score(Contract(4, "S"), 10, "yes"), "vulnerability"),
    (lambda: ns_score(Contract(4, "S"), 10, "none"), "declarer"),
    (lambda: ns_score("4SN=", vul="red"), "vulnerability"),
    (lambda: ns_score(Contract(4, "S", 0, "N"), None, "none"), "result"),
])
def test_score_errors(call, code):
    with pytest.raises(ScoringError) as info:
        call()
    assert info.value.code == code


# --- Oracles: every legal level x strain x doubling x vulnerability x tricks 0-13 ---------

# An independent, table-driven Law 77 scorer: per-trick values listed, premiums looked up,
# undertricks read from the brief's table (extended past 7 down by its last step).
_PER_TRICK = {"C": [20] * 7, "D": [20] * 7, "H": [30] * 7, "S": [30] * 7, "NT": [40] + [30] * 6}
_GAME = {False: 300, True: 500}
_SLAM = {(6, False): 500, (6, True): 750, (7, False): 1000, (7, True): 1500}
_INSULT = [0, 50, 100]
_OVERTRICK = {(1, False): 100, (1, True): 200, (2, False): 200, (2, True): 400}


def _table_undertricks(doubling, vulnerable, down):
    row = UNDERTRICK_ROWS[(doubling, vulnerable)]
    if down <= 7:
        return row[down - 1]
    return row[6] + (row[6] - row[5]) * (down - 7)


def _oracle(level, strain, doubling, vulnerable, tricks):
    needed = level + 6
    if tricks < needed:
        return -_table_undertricks(doubling, vulnerable, needed - tricks)
    contract_points = sum(_PER_TRICK[strain][:level]) * [1, 2, 4][doubling]
    bonus = _GAME[vulnerable] if contract_points >= 100 else 50
    bonus += _SLAM.get((level, vulnerable), 0) + _INSULT[doubling]
    over = tricks - needed
    over_points = over * (_PER_TRICK[strain][-1] if doubling == 0 else _OVERTRICK[(doubling, vulnerable)])
    return contract_points + bonus + over_points


ALL_CASES = [
    (level, strain, doubling, declarer, vul, tricks)
    for level in range(1, 8)
    for strain in ("C", "D", "H", "S", "NT")
    for doubling in (0, 1, 2)
    for declarer in ("N", "E", "S", "W")
    for vul in ("none", "ns", "ew", "both")
    for tricks in range(14)
]


def test_against_table_driven_oracle():
    for level, strain, doubling, declarer, vul, tricks in ALL_CASES:
        vulnerable = vul == "both" or (vul == "ns" and declarer in "NS") or (vul == "ew" and declarer in "EW")
        expected = _oracle(level, strain, doubling, vulnerable, tricks)
        expected = expected if declarer in "NS" else -expected
        got = ns_score(Contract(level, strain, doubling, declarer), tricks, vul)
        assert got == expected, (level, strain, doubling, declarer, vul, tricks)


def test_against_endplay():
    types = pytest.importorskip("endplay.types")
    denoms = {"C": types.Denom.clubs, "D": types.Denom.diamonds, "H": types.Denom.hearts,
              "S": types.Denom.spades, "NT": types.Denom.nt}
    penalties = [types.Penalty.passed, types.Penalty.doubled, types.Penalty.redoubled]
    players = {"N": types.Player.north, "E": types.Player.east, "S": types.Player.south, "W": types.Player.west}
    vuls = {"none": types.Vul.none, "ns": types.Vul.ns, "ew": types.Vul.ew, "both": types.Vul.both}
    for level, strain, doubling, declarer, vul, tricks in ALL_CASES:
        theirs = types.Contract(level=level, denom=denoms[strain], declarer=players[declarer],
                                penalty=penalties[doubling], result=tricks - level - 6)
        expected = theirs.score(vuls[vul])  # declarer's side
        expected = expected if declarer in "NS" else -expected
        got = ns_score(Contract(level, strain, doubling, declarer), tricks, vul)
        assert got == expected, (level, strain, doubling, declarer, vul, tricks)
