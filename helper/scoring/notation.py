"""What a Director types for results, weighted outcomes and travellers.

- A table result is an NS score (``+420``, ``-50``, ``0``) or a contract with
  declarer and result (``4SN=``, ``3NTS-1``, ``4♠N+1``, see
  :func:`helper.scoring.contract.parse_result`), scored by Law 77 with the
  board's vulnerability.
- Weighted outcomes (Law 12C1(c)): items ``W R`` or ``W:R`` or ``W% R``
  separated by ``;`` (or ``,``/``、`` followed by a space), e.g.
  ``60 4SN=; 40 4SN-1``; a single result without a weight is 100%.
  A weight is a percentage above 0; the weights sum to exactly 100.
- A traveller: NS scores (or results) of the other tables separated by
  commas, semicolons or spaces: ``420, 450, -50``.

Full-width digits and signs (typed with a Chinese input method) are accepted;
any other character Unicode counts as a digit (``❶``, ``²``, ``٣``) is refused
(``digit``), as is a number of more than 30 digits (``length``): see
:mod:`helper.numbers`.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from fractions import Fraction
TYPE_CHECKING = False  # typing is not imported at run time (start-up time); the names are for annotations
if TYPE_CHECKING:
    from typing import Iterable

from helper.numbers import NumberError, check_length, fold_digits
from helper.scoring.errors import ScoringError
from helper.frozen import Frozen
from helper.scoring.contract import ns_score, unexpected_character


_SCORE = re.compile(r"^[+-]?[0-9]+$")
# DOTALL: a newline inside one --outcome item's result is a space, as in any contract (4H\nS= is 4HS=).
_ITEM = re.compile(r"^\s*(?P<weight>[0-9]+(?:[.,][0-9]+)?)\s*%?\s*[:：]?\s*(?P<result>\S.*?)\s*$", re.DOTALL)


_THOUSANDS = re.compile(r"(?<![0-9])([+-]?[1-9])[,.]([0-9]{3})(?![0-9])")


def join_thousands(text: str) -> str:
    """``text`` with the thousands separators of scores taken out: ``-1,100``
    (English and Chinese screens) and ``-1.100`` (Greek) read ``-1100``, as the
    helper prints them. Unambiguous in a list of results: one digit 1-9 is no
    Law 77 score, and every score of 1,000 or more has one digit before its
    separator (the highest is 7,600), so ``420,-1,100`` is 420 and -1100.

    Args:
        text: what the Director typed (after :func:`_clean`).

    Returns:
        The text, each such number written without its separator."""
    return _THOUSANDS.sub(r"\1\2", text)


def _clean(text: str, field_name: str = "result") -> str:
    """NFKC-normalised text with ASCII digits; refuses digits the helper does not
    read and over-long numbers (:mod:`helper.numbers`) as ScoringError
    ``digit``/``length``."""
    try:
        folded = check_length(fold_digits(str(text)))
    except NumberError as exc:
        raise ScoringError(exc.code, field_name, str(text)) from None
    return unicodedata.normalize("NFKC", folded).replace("−", "-").strip()


def parse_ns_score(text: str, field_name: str = "score") -> int:
    """An NS score such as ``+420`` or ``-50``.

    Raises:
        ScoringError: ``score`` when it is not a score some contract and
            result can give under Law 77 (``+425``, ``+60``, ``+8000``).
    """
    cleaned = join_thousands(_clean(text, field_name))
    if not _SCORE.match(cleaned):
        raise ScoringError("score", field_name, text)
    value = int(cleaned)
    if abs(value) not in LAW77_SCORES:
        raise ScoringError("score", field_name, text)
    return value


LAW77_SCORES = frozenset((
    0, 50, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 210, 230, 240,
    250, 260, 270, 280, 300, 340, 350, 360, 380, 400, 420, 430, 440, 450, 460, 470, 480, 490,
    500, 510, 520, 530, 540, 550, 560, 570, 580, 590, 600, 610, 620, 630, 640, 650, 660, 670,
    680, 690, 700, 710, 720, 730, 740, 750, 760, 770, 780, 790, 800, 810, 830, 840, 850, 870,
    880, 890, 900, 910, 920, 930, 940, 950, 960, 970, 980, 990, 1000, 1010, 1020, 1030, 1040,
    1050, 1070, 1080, 1090, 1100, 1110, 1120, 1130, 1140, 1150, 1160, 1180, 1190, 1200, 1210,
    1230, 1240, 1250, 1270, 1280, 1290, 1300, 1310, 1320, 1330, 1340, 1350, 1360, 1370, 1380,
    1390, 1400, 1410, 1430, 1440, 1460, 1470, 1480, 1490, 1510, 1520, 1530, 1540, 1550, 1560,
    1580, 1600, 1620, 1630, 1640, 1660, 1670, 1680, 1690, 1700, 1720, 1740, 1760, 1770, 1790,
    1800, 1820, 1830, 1860, 1880, 1920, 1960, 2000, 2040, 2070, 2080, 2110, 2120, 2140, 2160,
    2200, 2210, 2220, 2230, 2240, 2280, 2300, 2320, 2330, 2360, 2440, 2470, 2480, 2490, 2510,
    2560, 2600, 2630, 2660, 2720, 2760, 2800, 2840, 2880, 2900, 2940, 2980, 3120, 3160, 3200,
    3400, 3500, 3800, 4000, 4600, 5200, 5800, 6400, 7000, 7600,
))
"""Every absolute score Law 77 can give (:func:`possible_scores`), written out: working
them out (2,940 contract scores) took ~5 ms at each start of ``helper score matchpoints``
(issue 10). tests/test_cli_imports.py checks the table against :func:`possible_scores`."""

@functools.cache
def possible_scores() -> frozenset[int]:
    """Every absolute score Law 77 can give: each contract, doubling,
    vulnerability and number of tricks, and 0 (passed out)."""
    from helper.scoring.contract import Contract, score

    values = {0}
    for level in range(1, 8):
        for strain in ("C", "D", "H", "S", "NT"):
            for doubling in (0, 1, 2):
                contract = Contract(level, strain, doubling, "N")
                for vulnerable in (False, True):
                    for tricks in range(14):
                        values.add(abs(score(contract, tricks, vulnerable)))
    return frozenset(values)


def parse_table_result(text: str, vul: str = "none", field_name: str = "result") -> int:
    """A result as NS score: a signed number, or a contract with declarer and result.

    Args:
        text: ``+420``, ``-50``, ``4SN=``, ``3NTS-1``, ``pass`` ...
        vul: the board's vulnerability (``none``, ``ns``, ``ew``, ``both``),
            used for contracts.

    Returns:
        The Law 77 score from NS's point of view.

    Raises:
        ScoringError: the errors of :func:`parse_ns_score` or of the contract
            reader (``contract``, ``result``, ``declarer``).
    """
    odd = unexpected_character(str(text))
    if odd:
        raise ScoringError("character", field_name, text, char=odd)
    cleaned = join_thousands(_clean(text, field_name))
    if not cleaned:
        raise ScoringError("score", field_name, text)
    if _SCORE.match(cleaned):
        return parse_ns_score(cleaned, field_name)
    try:
        return ns_score(cleaned, vul=vul)
    except ScoringError as exc:
        # Name the input the Director typed, not the reader's internal part.
        raise ScoringError(exc.code, field_name, text, char=exc.char) from exc


class Outcome(Frozen):
    """One potential result of an assigned adjusted score: ``weight`` percent
    (0 < w <= 100), the result as typed, and its NS score."""

    __slots__ = ("weight", "text", "ns_score")
    weight: Fraction
    text: str
    ns_score: int


def _split_items(text: str, field_name: str) -> list[str]:
    parts = re.split(r"[;；\n]|[,，、](?=\s)|、", _clean(text, field_name))
    return [part.strip() for part in parts if part.strip()]


def parse_outcomes(items: str | Iterable[str], vul: str = "none", field_name: str = "outcomes") -> list[Outcome]:
    """Weighted outcomes (Law 12C1(c)), from one string or a list of ``W:R`` items.

    Returns:
        The outcomes, weights summing to 100.

    Raises:
        ScoringError: ``weights`` (missing, not above 0, not summing to 100),
            or a result's own error.
    """
    for item in [items] if isinstance(items, str) else items:
        odd = unexpected_character(str(item))
        if odd:
            raise ScoringError("character", field_name, item, char=odd)
    parts = _split_items(items, field_name) if isinstance(items, str) else [_clean(i, field_name) for i in items]
    if not parts:
        raise ScoringError("weights", field_name, items)
    if len(parts) == 1 and (not _ITEM.match(parts[0]) or _is_result_only(parts[0])):
        # A single result without a weight ("4SN=", "+420", "pass") is 100%.
        return [Outcome(Fraction(100), parts[0], parse_table_result(parts[0], vul, field_name))]
    outcomes = []
    for part in parts:
        match = _ITEM.match(part)
        if not match or _is_result_only(part):
            raise ScoringError("weights", field_name, part)
        weight = Fraction(match["weight"].replace(",", "."))
        if weight <= 0:
            raise ScoringError("weights", field_name, part)
        result = match["result"]
        outcomes.append(Outcome(weight, result, parse_table_result(result, vul, field_name)))
    total = sum(o.weight for o in outcomes)
    if total != 100:
        typed = items if isinstance(items, str) else "; ".join(parts)
        # Say what the weights add up to: the Director sees at once what is off.
        raise ScoringError("weights", field_name, f"{typed} (= {_percent_text(total)}%)")
    return outcomes


def comma_weight(text: str) -> str | None:
    """The first weight of weighted outcomes written with a decimal comma
    (``"60,5"`` in ``"60,5 4SN=; 39,5 4SN-1"``), else None. :func:`parse_outcomes`
    reads it as 60.5 (stored answers replay in any language); a caller whose
    language groups thousands with the comma (English, Chinese) refuses it."""
    try:
        parts = _split_items(text, "outcomes")
    except ScoringError:
        return None
    for part in parts:
        match = _ITEM.match(part)
        if match and "," in match["weight"] and not _is_result_only(part):
            return match["weight"]
    return None


def _percent_text(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{float(value):g}"


def _is_result_only(part: str) -> bool:
    # "+420" or "420" alone, or a contract such as "4SN=" (starts with a level
    # digit followed by a strain): no weight given.
    if _SCORE.match(part):
        return True
    if not re.match(r"^[0-9]\s*[^0-9\s%:：.,]", part):
        return False
    # A one-digit weight, a space and a result that reads by itself
    # ("5 +420", "5 pass") is a weighted item, not a contract "5 ...".
    head, _, rest = part.partition(" ")
    if len(head) == 1 and rest.strip():
        try:
            parse_table_result(rest.strip())
        except ScoringError:
            return True
        return False
    return True


def parse_field(text: str | Iterable[str], vul: str = "none", field_name: str = "field") -> list[int]:
    """A traveller: the other tables' results as NS scores.

    Raises:
        ScoringError: ``field`` when empty, or a result's own error.
    """
    parts = (re.split(r"[,;，；、\s]+", join_thousands(_clean(text, field_name))) if isinstance(text, str)
             else [_clean(t, field_name) for t in text])
    parts = [p for p in parts if p]
    if not parts:
        raise ScoringError("field", field_name, text)
    # A traveller repeats a few results: each distinct one is read once (a
    # 20,000-result traveller took 1 s to read, issue 10). The first that
    # cannot be read raises, as before.
    scores: dict[str, int] = {}
    for part in parts:
        if part not in scores:
            scores[part] = parse_table_result(part, vul, field_name)
    return [scores[part] for part in parts]
