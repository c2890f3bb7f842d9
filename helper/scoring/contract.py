"""Contracts, results and their scores (Law 77, the duplicate bridge scoring table).

A director types a contract and result the way players write them on the
traveller; :func:`parse_contract` and :func:`parse_result` read that, and
:func:`score` / :func:`ns_score` apply the Law 77 table.

Units:
- ``tricks``: the number of tricks declarer's side took, 0-13.
- scores: points of the Law 77 table, whole numbers. :func:`score` is from
  declarer's side (negative when the contract fails); :func:`ns_score` is
  from NS's point of view (+ for NS), as scores are written (Law 77).

Nothing here rounds: every Law 77 score is a whole number of points.
Impossible input raises :class:`~helper.scoring.adjusted.ScoringError` with
``code`` ``contract`` (level, strain, doubling or unreadable text),
``declarer``, ``result`` (tricks outside 0-13) or ``vulnerability``, and
``digit``/``length`` for a character that looks like a digit but is not
``0``-``9``/``０``-``９`` (``❸NT=``) or a number of more than 30 digits
(:mod:`helper.numbers`).
"""

from __future__ import annotations

import unicodedata

from helper.numbers import MAX_DIGITS, NumberError, fold_digits
from helper.scoring.errors import ScoringError
from helper.frozen import Frozen

STRAINS = ("C", "D", "H", "S", "NT")
DECLARERS = ("N", "E", "S", "W")
VULNERABILITIES = ("none", "ns", "ew", "both")

# Accepted spellings of each vulnerability (case-insensitive); the PBN
# ``Vulnerable`` tag writes None/Love/-, NS, EW, All/Both.
_VUL_ALIASES = {
    "none": "none", "love": "none", "-": "none", "nil": "none",
    "ns": "ns", "n-s": "ns", "n/s": "ns",
    "ew": "ew", "e-w": "ew", "e/w": "ew",
    "both": "both", "all": "both",
}


def _fold(text: str) -> str:
    """Normalise typed text for matching.

    NFKC (full-width ``４Ｓ`` -> ``4S``), case folding (Greek final sigma
    included), combining marks removed (Greek accents: ``καρό`` = ``ΚΑΡΟ``),
    and the Unicode minus and dashes read as ``-``. Greek letters are never
    mapped to Latin ones: Greek ``Ν`` (Nu) is not the declarer ``N``.
    """
    text = unicodedata.normalize("NFKC", text).casefold()
    text = "".join(ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch))
    text = unicodedata.normalize("NFC", text)
    for dash in "\u2212\u2010\u2011\u2012\u2013\u2014":
        text = text.replace(dash, "-")
    return text


# Strain spellings. Matched longest first, after _fold and with spaces removed.
_STRAIN_WORDS = {
    "C": ("c", "♣", "♧", "梅花", "草花", "μπαστουνια", "μπαστουνι", "σπαθια", "σπαθι"),
    "D": ("d", "♦", "♢", "方块", "方塊", "καρο", "καρα"),
    "H": ("h", "♥", "♡", "红心", "紅心", "κουπες", "κουπα"),
    "S": ("s", "♠", "♤", "黑桃", "πικες", "πικα"),
    "NT": ("nt", "n", "无将", "無將", "χωρις ατου", "χα", "χ.α."),
}
_STRAIN_TOKENS = sorted(
    ((_fold(word).replace(" ", ""), strain) for strain, words in _STRAIN_WORDS.items() for word in words),
    key=lambda item: -len(item[0]),
)
# Declarer letters: Latin N E S W, and the Chinese compass points.
_DECLARER_TOKENS = {"n": "N", "e": "E", "s": "S", "w": "W", "北": "N", "东": "E", "東": "E", "南": "S", "西": "W"}
# Doubling after the strain: Latin x, or Greek chi (unambiguous once the strain is read).
_DOUBLE_TOKENS = (("xx", 2), ("χχ", 2), ("x", 1), ("χ", 1))
# A board passed out (Law 77: 0 to both sides).
_PASS_WORDS = frozenset(
    _fold(word).replace(" ", "")
    for word in ("pass", "passed", "passed out", "all pass", "ap", "p/o", "都不叫", "全不叫", "πασο", "ολοι πασο")
)


class Contract(Frozen):
    """A final contract.

    - ``level``: 1-7 (odd tricks bid; declarer needs ``6 + level`` tricks).
    - ``strain``: ``"C"``, ``"D"``, ``"H"``, ``"S"`` or ``"NT"`` (``"N"``
      and lower case are accepted and stored as above).
    - ``doubling``: 0 undoubled, 1 doubled, 2 redoubled.
    - ``declarer``: ``"N"``, ``"E"``, ``"S"``, ``"W"`` or None when not
      known (needed only for :func:`ns_score`).

    Raises:
        ScoringError: ``contract`` (field ``level``, ``strain`` or
            ``doubling``) or ``declarer``.
    """

    __slots__ = ("level", "strain", "doubling", "declarer")
    _defaults = {"doubling": 0, "declarer": None}
    level: int
    strain: str
    doubling: int
    declarer: str | None

    def __post_init__(self) -> None:
        if isinstance(self.level, bool) or not isinstance(self.level, int) or not 1 <= self.level <= 7:
            raise ScoringError("contract", "level", self.level)
        strain = self.strain.upper() if isinstance(self.strain, str) else self.strain
        strain = "NT" if strain == "N" else strain
        if strain not in STRAINS:
            raise ScoringError("contract", "strain", self.strain)
        object.__setattr__(self, "strain", strain)
        if isinstance(self.doubling, bool) or self.doubling not in (0, 1, 2):
            raise ScoringError("contract", "doubling", self.doubling)
        if self.declarer is not None:
            declarer = self.declarer.upper() if isinstance(self.declarer, str) else self.declarer
            if declarer not in DECLARERS:
                raise ScoringError("declarer", "declarer", self.declarer)
            object.__setattr__(self, "declarer", declarer)

    @property
    def tricks_needed(self) -> int:
        """Tricks declarer must take: the book of six plus the level (Law 77)."""
        return 6 + self.level

    def __str__(self) -> str:
        return f"{self.level}{self.strain}{'X' * self.doubling}{self.declarer or ''}"


class Result(Frozen):
    """A table result: a contract and the tricks declarer took, or a pass-out.

    ``contract`` and ``tricks`` are both None when the board was passed out.
    """

    __slots__ = ("contract", "tricks")
    _defaults = {"tricks": None}
    contract: Contract | None
    tricks: int | None

    def __post_init__(self) -> None:
        if self.contract is None:
            if self.tricks is not None:
                raise ScoringError("result", "tricks", self.tricks)
            return
        _check_tricks(self.tricks)

    @property
    def passed_out(self) -> bool:
        return self.contract is None

    @property
    def overtricks(self) -> int | None:
        """Tricks above the contract (negative: undertricks); None when passed out."""
        return None if self.contract is None else self.tricks - self.contract.tricks_needed

    def __str__(self) -> str:
        if self.contract is None:
            return "Pass"
        over = self.overtricks
        return f"{self.contract}{'=' if over == 0 else f'{over:+d}'}"


def _check_tricks(tricks: object) -> int:
    # There are 13 tricks in a deal: declarer takes 0-13.
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise ScoringError("result", "tricks", tricks)
    return tricks


def unexpected_character(text: str, allowed: str = "\t\n\r") -> str:
    """The first character of ``text`` that no result, score or contract can hold: a control
    character (category Cc: ESC, BEL; not the white space of ``allowed``: a newline inside a
    contract is a space) or an invisible format character (Cf: zero-width space U+200B, bidi
    controls); "" when there is none."""
    import unicodedata

    for char in text:
        if char not in allowed and unicodedata.category(char) in ("Cc", "Cf"):
            return char
    return ""


class _Reader:
    """Reads one contract-and-result string; see :func:`parse_result` for the grammar."""

    def __init__(self, text: str):
        self.original = text
        try:
            # Only 0-9 and full-width digits are read (helper.numbers): "❸NT"
            # is refused here, before NFKC could read "²" or "①" as a digit.
            folded = _fold(fold_digits(text))
        except NumberError as exc:
            raise ScoringError(exc.code, "text", text) from None
        odd = unexpected_character(str(text))
        if odd:  # ESC, a newline, a zero-width space: say so, not "impossible result" (issue 10)
            raise ScoringError("character", "text", text, char=odd)
        self.chars: list[str] = []
        self.spaced: set[int] = set()  # indices preceded by white space
        for ch in folded:
            if ch.isspace():
                self.spaced.add(len(self.chars))
            else:
                self.chars.append(ch)
        self.text = "".join(self.chars)
        self.pos = 0

    def at_end(self) -> bool:
        return self.pos >= len(self.text)

    def take(self, token: str) -> bool:
        if self.text.startswith(token, self.pos):
            self.pos += len(token)
            return True
        return False

    def number(self) -> int | None:
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] in "0123456789":
            self.pos += 1
        if self.pos - start > MAX_DIGITS:
            raise ScoringError("length", "text", self.original)
        return int(self.text[start:self.pos]) if self.pos > start else None

    def read(self) -> tuple[Contract | None, int | None]:
        if self.text in _PASS_WORDS:
            return None, None
        level = self.number()
        if level is None:
            raise ScoringError("contract", "text", self.original)
        if not 1 <= level <= 7:  # Law 77: contracts of one to seven odd tricks
            raise ScoringError("contract", "level", level)
        strain = self.strain()
        doubling, declarer = 0, None
        after_declarer = False
        while not self.at_end():
            found = next((value for token, value in _DOUBLE_TOKENS if self.take(token)), None)
            if found is not None:
                if doubling:
                    raise ScoringError("contract", "doubling", self.original)
                doubling, after_declarer = found, False
                continue
            letter = self.text[self.pos]
            if letter in _DECLARER_TOKENS and declarer is None:
                declarer, after_declarer = _DECLARER_TOKENS[letter], True
                self.pos += 1
                continue
            break
        contract = Contract(level, strain, doubling, declarer)
        tricks = self.result(contract, after_declarer)
        if not self.at_end():  # text after the result ("4SN=x"): that character is what is wrong
            raise ScoringError("character", "result", self.original, char=self.text[self.pos])
        return contract, tricks

    def strain(self) -> str:
        for token, strain in _STRAIN_TOKENS:
            if self.take(token):
                return strain
        raise ScoringError("contract", "strain", self.original)

    def result(self, contract: Contract, after_declarer: bool) -> int | None:
        if self.at_end():
            return None
        start = self.pos
        if self.take("="):
            return contract.tricks_needed
        for sign, factor in (("+", 1), ("-", -1)):
            if self.take(sign):
                count = self.number()
                if count is None:
                    raise ScoringError("result", "result", self.original)
                return _check_tricks(contract.tricks_needed + factor * count)
        if self.take("/"):
            count = self.number()
            if count is None:
                raise ScoringError("result", "result", self.original)
            return _check_tricks(count)
        if self.text[start] in "0123456789":
            # A bare trick count needs a space before it (``4S N 10``) or the
            # declarer letter (``4SN10``): ``4S10`` is more likely a typing slip.
            if start not in self.spaced and not after_declarer:
                raise ScoringError("result", "result", self.original)
            return _check_tricks(self.number())
        self.unexpected()
        return None  # not reached

    def unexpected(self) -> None:
        # A letter where the declarer could stand is a declarer error;
        # anything else is a malformed result.
        letter = self.text[self.pos]
        if letter.isalpha():
            raise ScoringError("declarer", "declarer", self.original)
        raise ScoringError("character", "result", self.original, char=letter)  # "4SN#": that character


def parse_result(text: str) -> Result:
    """Read a contract and its result as a director types it.

    Grammar (case-insensitive, spaces anywhere, full-width characters read as
    ASCII): ``LEVEL STRAIN [DOUBLING] [DECLARER] RESULT``, or a pass-out.

    - level ``1``-``7``;
    - strain: ``C D H S NT N``; suit symbols ``♣ ♦ ♥ ♠`` and ``♧ ♢ ♡ ♤``;
      Chinese 梅花/草花 C, 方块 D, 红心 H, 黑桃 S, 无将 NT (traditional
      方塊, 紅心, 無將 too); Greek full words, accents optional:
      μπαστούνια/σπαθιά C, καρό D, κούπες H, πίκες S (and the singulars
      μπαστούνι, σπαθί, κούπα, πίκα; καρά), ΧΑ / Χ.Α. / Χωρίς Ατού NT;
    - doubling ``X`` or ``XX`` (Greek ``Χ`` too);
    - declarer ``N E S W`` (or 北 东 南 西), before or after the doubling.
      Greek compass letters are not read (Greek ``Ν`` is South, Latin ``N``
      North): they are a ``declarer`` error;
    - result ``=``, ``+1``, ``-2``, ``/10`` (tricks taken), or a bare
      trick count after a space or the declarer letter (``4S N 10``,
      ``4SN10``).
    - pass-out: ``pass``, ``passed out``, ``all pass``, ``AP``, ``P/O``,
      都不叫, πάσο: a :class:`Result` with no contract (Law 77: 0 points).

    Examples: ``4SN=``, ``3NTS-1``, ``4SXN+1``, ``4S N 10``, ``3n s /8``,
    ``4♠N=``, ``4黑桃南+1``, ``3ΧΑ Ν=`` (error: Greek Nu).

    Raises:
        ScoringError: ``contract`` (unreadable, level not 1-7, unknown
            strain, tripled), ``declarer`` (an unknown letter where the
            declarer stands), ``incomplete`` (a contract with no result yet),
            ``result`` (a malformed result, or one giving fewer than 0 or
            more than 13 tricks), ``digit`` (``❸NT=``: only ``0``-``9`` and
            ``０``-``９`` are digits), ``length`` (a number of more than 30 digits).
    """
    reader = _Reader(text)
    contract, tricks = reader.read()
    if contract is not None and tricks is None:
        raise ScoringError("incomplete", "result", text)  # "4S", "4SN": still being typed
    return Result(contract, tricks)


def parse_contract(text: str) -> Contract:
    """Read a contract (declarer optional) as a director types it.

    Same grammar as :func:`parse_result`; a result may follow (``4SN=``) and
    is checked (0-13 tricks) but not returned. A pass-out is not a contract.

    Raises:
        ScoringError: as :func:`parse_result`; ``contract`` for a pass-out.
    """
    contract, _tricks = _Reader(text).read()
    if contract is None:
        raise ScoringError("contract", "text", text)
    return contract


def _tricks_from(contract: Contract, result: object) -> int:
    # An int is the number of tricks taken; a string is "=", "+1", "-2",
    # "/10" or "10" as in parse_result.
    if isinstance(result, str):
        reader = _Reader(result)
        reader.spaced.add(0)  # a bare count here is the whole text
        tricks = reader.result(contract, after_declarer=True)
        if tricks is None or not reader.at_end():
            raise ScoringError("result", "result", result)
        return tricks
    return _check_tricks(result)


# Law 77, trick points for each odd trick bid and made, undoubled:
# clubs/diamonds 20, hearts/spades 30; notrump 40 for the first, 30 for each subsequent.
_TRICK_VALUE = {"C": 20, "D": 20, "H": 30, "S": 30, "NT": 30}
_FIRST_NT_EXTRA = 10


def trick_points(contract: Contract) -> int:
    """Law 77 trick points for the odd tricks bid (when made), doubling included.

    Undoubled value x2 doubled, x4 redoubled. A trick score of 100 or more is
    a game (Law 77 premium points).
    """
    points = contract.level * _TRICK_VALUE[contract.strain]
    if contract.strain == "NT":
        points += _FIRST_NT_EXTRA
    return points * (1, 2, 4)[contract.doubling]


def undertrick_penalty(down: int, doubling: int, vulnerable: bool) -> int:
    """Law 77 undertrick points to the defenders for ``down`` (1-13) tricks down.

    - Undoubled: 50 each not vulnerable, 100 each vulnerable.
    - Doubled, not vulnerable: 100 for the first, 200 each for the second and
      third, 300 each from the fourth (100, 300, 500, 800, 1100 ...).
    - Doubled, vulnerable: 200 for the first, 300 each after (200, 500, 800 ...).
    - Redoubled: twice the doubled penalty.
    """
    if doubling == 0:
        return down * (100 if vulnerable else 50)
    if vulnerable:
        doubled = 200 + 300 * (down - 1)
    else:
        doubled = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
    return doubled * doubling  # doubling 1 -> x1, 2 (redoubled) -> x2


def score(contract: Contract, result: int | str, vulnerable: bool) -> int:
    """Law 77 score of a contract from declarer's side.

    Made (tricks >= 6 + level), Law 77:
    - trick points (:func:`trick_points`);
    - game premium 300 not vulnerable / 500 vulnerable when the trick points
      are 100 or more, otherwise part-score premium 50;
    - small slam (level 6) 500 / 750, grand slam (level 7) 1000 / 1500;
    - making a doubled contract 50, a redoubled one 100;
    - overtricks: undoubled at trick value (notrump 30); doubled 100 / 200
      each; redoubled 200 / 400 each (not vulnerable / vulnerable).
    Defeated: minus the undertrick points (:func:`undertrick_penalty`).

    Args:
        contract: the contract (declarer not needed).
        result: tricks taken, 0-13 (an ``int``), or a string ``"="``,
            ``"+1"``, ``"-2"``, ``"/10"``, ``"10"``.
        vulnerable: whether declarer's side is vulnerable (a ``bool``).

    Raises:
        ScoringError: ``result`` (not 0-13 tricks), ``vulnerability``.
    """
    if not isinstance(vulnerable, bool):
        raise ScoringError("vulnerability", "vulnerable", vulnerable)
    tricks = _tricks_from(contract, result)
    over = tricks - contract.tricks_needed
    if over < 0:
        return -undertrick_penalty(-over, contract.doubling, vulnerable)
    points = trick_points(contract)
    total = points
    # Law 77 premium points: game or part score.
    if points >= 100:
        total += 500 if vulnerable else 300
    else:
        total += 50
    # Law 77 premium points: slams bid and made.
    if contract.level == 6:
        total += 750 if vulnerable else 500
    elif contract.level == 7:
        total += 1500 if vulnerable else 1000
    # Law 77 premium points: making a doubled / redoubled contract.
    total += (0, 50, 100)[contract.doubling]
    # Law 77 overtrick points.
    if contract.doubling == 0:
        total += over * _TRICK_VALUE[contract.strain]
    else:
        total += over * (200 if vulnerable else 100) * contract.doubling
    return total


def vulnerability(vul: str) -> str:
    """The canonical vulnerability ``none``, ``ns``, ``ew`` or ``both``.

    Accepts those (any case) and the PBN spellings ``Love``, ``-``, ``All``,
    ``N-S``, ``E-W``.

    Raises:
        ScoringError: ``vulnerability``.
    """
    key = vul.strip().casefold() if isinstance(vul, str) else None
    if key not in _VUL_ALIASES:
        raise ScoringError("vulnerability", "vul", vul)
    return _VUL_ALIASES[key]


def is_vulnerable(declarer: str, vul: str) -> bool:
    """Whether ``declarer``'s side is vulnerable under board vulnerability ``vul``."""
    vul = vulnerability(vul)
    if declarer not in DECLARERS:
        raise ScoringError("declarer", "declarer", declarer)
    side = "ns" if declarer in ("N", "S") else "ew"
    return vul == "both" or vul == side


def ns_score(
    contract: Contract | Result | str | None,
    result: int | str | None = None,
    vul: str = "none",
) -> int:
    """Law 77 score of a table result from NS's point of view (+ for NS).

    Args:
        contract: a :class:`Contract` with its declarer (then ``result`` is
            the tricks taken or ``"="``, ``"+1"`` ...); a :class:`Result`
            (``result`` must be None); a string, read by :func:`parse_result`
            when ``result`` is None, else by :func:`parse_contract`; or None
            for a pass-out.
        result: see ``contract``.
        vul: board vulnerability ``none``, ``ns``, ``ew`` or ``both``.

    Returns:
        The score for NS; 0 for a pass-out (Law 77: passed out scores 0 for
        both sides).

    Raises:
        ScoringError: ``declarer`` (none given), ``vulnerability``, and the
            errors of :func:`parse_result` and :func:`score`.
    """
    vul = vulnerability(vul)
    if isinstance(contract, str):
        contract = parse_result(contract) if result is None else parse_contract(contract)
    if isinstance(contract, Result):
        if result is not None:
            raise ScoringError("result", "result", result)
        contract, result = contract.contract, contract.tricks
    if contract is None:
        return 0  # passed out
    if contract.declarer is None:
        raise ScoringError("declarer", "declarer", None)
    if result is None:
        raise ScoringError("result", "result", None)
    points = score(contract, result, is_vulnerable(contract.declarer, vul))
    return points if contract.declarer in ("N", "S") else -points
