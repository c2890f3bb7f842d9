"""Find the law: an offline full-text finder over the law paragraphs (issue 11).

What is searched, one document per paragraph:

* each 2017 paragraph of Laws 12 and 86 (``laws_text/law*_2017.yaml``): its
  English and Greek text, plus (at a lower weight) its Chinese through the
  catalogue (``locales/zh_Hans/LC_MESSAGES/laws.po``), the older sentence
  pairs and the 1997 paragraphs the concordance maps to it, the Chinese and
  Greek forms of the glossary terms its English uses
  (``helper/catalog/glossary.yaml``), and the concordance notes;
* each 1997 Chinese paragraph of Laws 81-91: its text, law title and section
  heading, plus the English and Greek of the 2017 paragraph the concordance
  maps it to;
* a small thesaurus of the words Directors use at the table, per paragraph
  and language (``helper/laws/search_terms.yaml``).

The engine is SQLite FTS5 with BM25 ranking (Python's own ``sqlite3``).
Text is folded before indexing and querying: NFKC, accents dropped, case
folded (so Greek ``ς`` is ``σ`` and ``Ζημιάς`` is ``ζημιασ``); Greek words lose
their inflection ending (a light stemmer), English ones go through FTS5's
Porter stemmer, and Chinese, written without spaces, is indexed as
overlapping character pairs (bigrams).  A query word that is in no paragraph
is replaced by the nearest indexed words (``difflib`` similarity 0.8), which
copes with a typo.  Citations in any form (``12C1(e)``, ``12Γ1(ε)``,
``第12条C款``, ``1997:86A``), parsed with :mod:`helper.laws.citation`, come
first.

The index is a SQLite file, ``law_index.sqlite3``, beside the ruling record
(``$HELPER_DATA`` or the user data directory); it is rebuilt only when the
SHA-256 of the files it is built from changes, and built in memory when that
directory cannot be written.
"""

from __future__ import annotations

import difflib
import functools
import hashlib
import json
import os
import re
import sqlite3
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from helper.laws.citation import find
from helper.laws.model import EDITION_1997, EDITION_2017, LawBook

MAX_QUERY = 200  # characters of a query read (the search line, laws search); a Director's words fit
SCHEMA = 8  # raise when the index layout or the text folding changes
TERMS_PATH = Path(__file__).with_name("search_terms.yaml")
INDEX_NAME = "law_index.sqlite3"

# Column weights for bm25(): the paragraph's own text, what other sources say
# about it (catalogue, concordance, glossary), the Directors' words.
_COLUMNS = ("words", "grams", "xwords", "xgrams", "twords", "tgrams")
_WEIGHTS = (1.0, 1.0, 0.5, 0.5, 1.2, 1.2)

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_TOKEN_RE = re.compile(rf"[{_CJK}]+|[a-z\u00df-\u024f\u0370-\u03ff]+|\d+")
_GREEK_RE = re.compile("[\u0370-\u03ff]")

_STOP_EN = set("""a an and are as at be been but by can could did do does for from had has have he her his
how i if in into is it its me my not of on or our she so than that the their them then there these
they this to up was we were what when where which who why will with would you your should shall may
must one after about our us am""".split())
_STOP_EL = set("""ο η το οι τα του τησ των τον την τουσ τισ και να σε στο στη στην στον στα στισ στουσ
με για απο ειναι που θα αν ενα ενασ μια μιασ ηταν εχει εχουν ή η οτι πωσ τι ποιοσ ποια ποιο
μου σου μασ σασ τουσ αυτο αυτη αυτοσ εγω εμεισ οταν μετα πριν πολυ ομωσ αλλα ουτε ειχε ειχαν εχω
ειχα""".split())
# Chinese function characters: a pair containing one says little.
_STOP_ZH = set("的了吗呢吧是")

# Greek inflection endings (accents dropped, final sigma folded), longest first.
_GREEK_ENDINGS = sorted("""ουσ εισ ησ οσ ασ ων ου οι αι εσ εωσ εων
α ε η ι ο υ ω""".split(), key=len, reverse=True)

@dataclass(frozen=True)
class Hit:
    """One paragraph found.

    ``id`` is the canonical paragraph id of ``edition`` ("2017" or "1997");
    ``cited`` is True when the query cited it (those come first);
    ``score`` the BM25 rank (lower is better; 0.0 for a citation);
    ``excerpt`` one line of the paragraph's text in ``excerpt_lang``, with the
    matched words at ``spans`` ((start, end) offsets into ``excerpt``).
    """

    id: str
    edition: str
    cited: bool
    score: float
    excerpt: str
    excerpt_lang: str
    spans: tuple[tuple[int, int], ...]


# ---------------------------------------------------------------- folding

def fold(text: str) -> str:
    """Text as indexed and queried: NFKC, no accents, case folded (Greek ς -> σ)."""
    text = unicodedata.normalize("NFD", unicodedata.normalize("NFKC", text))
    text = "".join(c for c in text if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", text.casefold())


@functools.lru_cache(maxsize=512)  # the paragraphs' texts, folded once (not on every key press)
def _fold_same_length(text: str) -> str:
    """``fold`` keeping one character per character, for finding spans in the original."""
    out = []
    for char in text:
        folded = fold(char)
        out.append(folded if len(folded) == 1 else char)
    return "".join(out)


def greek_stem(word: str) -> str:
    """A folded Greek word without its inflection ending (at least 3 letters kept)."""
    for ending in _GREEK_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[:-len(ending)]
    return word


def bigrams(run: str) -> list[str]:
    """A run of Chinese characters as overlapping pairs (a single character stays one)."""
    if len(run) == 1:
        return [run]
    pairs = [run[i:i + 2] for i in range(len(run) - 1)]
    return [p for p in pairs if not set(p) & _STOP_ZH]


def tokens(text: str) -> tuple[list[str], list[str]]:
    """The words (Latin/Greek, folded, Greek stemmed, stop words out) and the Chinese pairs of ``text``."""
    words, grams = [], []
    for token in _TOKEN_RE.findall(fold(text)):
        if "\u3400" <= token[0] <= "\ufaff":
            grams.extend(bigrams(token))
        elif token in _STOP_EN or token in _STOP_EL:
            continue
        elif _GREEK_RE.match(token):
            words.append(greek_stem(token))
        else:
            words.append(token)
    return words, grams


# ---------------------------------------------------------------- sources

def source_files(book_dir: Path | None = None, locales: Path | None = None) -> list[Path]:
    """The files the index is built from (their contents decide when it is rebuilt)."""
    from helper.paths import laws_text_dir, locales_dir

    book_dir = book_dir or laws_text_dir()
    locales = locales or locales_dir()
    glossary = Path(__file__).resolve().parent.parent / "catalog" / "glossary.yaml"
    files = sorted(book_dir.glob("*.yaml")) + sorted(locales.glob("*/LC_MESSAGES/laws.po"))
    return files + [glossary, TERMS_PATH]


def signature(files: list[Path]) -> str:
    """SHA-256 over the schema version and the files' names and contents."""
    digest = hashlib.sha256(f"schema {SCHEMA}\n".encode())
    for path in files:
        digest.update(path.name.encode() + b"\0")
        try:
            digest.update(path.read_bytes())
        except OSError:
            digest.update(b"<missing>")
        digest.update(b"\0")
    return digest.hexdigest()


def _read_yaml(path: Path):
    import yaml

    try:
        with path.open(encoding="utf-8") as stream:
            return yaml.safe_load(stream) or {}
    except OSError:
        return {}


def _catalogue(locales: Path, lang_dir: str) -> dict[str, str]:
    """msgctxt -> msgstr of a laws.po (translated, not fuzzy entries only)."""
    import polib

    path = locales / lang_dir / "LC_MESSAGES" / "laws.po"
    if not path.is_file():
        return {}
    return {e.msgctxt: e.msgstr for e in polib.pofile(str(path))
            if e.msgctxt and e.msgstr and not e.obsolete}


def _glossary_forms(glossary: dict, english: str, chinese: str) -> list[str]:
    """Every language's forms of the glossary terms that occur in ``english`` or ``chinese``."""
    folded = fold(english)
    forms = []
    for term in glossary.get("terms", []):
        en = term.get("en", "")
        if en.startswith("re:"):
            continue
        zh = term.get("zh", {}).get("accepted", [])
        el = term.get("el", {}).get("accepted", [])
        found = re.search(rf"\b{re.escape(fold(en))}", folded) if en else None
        if found or any(form in chinese for form in zh if not form.startswith("re:")):
            forms += [en] + [f for f in zh + el if not f.startswith("re:")]
    return forms


def _marks(forms: list[str]) -> list[str]:
    """A concept's forms that mark it in a paragraph's text, folded: those with two words of three
    letters or more and the Chinese ones of three characters or more, matched as written (so "no result can be
    obtained" marks 12C2(a), and 86B1's "Single Result Obtained" is no mark of it).  A shorter
    form ("no result", "无结果") says too little to mark a paragraph, but is indexed with the others."""
    marks = []
    for form in forms:
        folded = " ".join(fold(form).split())
        chinese = re.fullmatch(rf"[{_CJK}]+", folded)
        if (chinese and len(folded) >= 3) or (not chinese and sum(len(w) >= 3 for w in folded.split()) >= 2):
            marks.append(folded)
    return marks


def concept_forms(concepts: list[dict], texts: list[str]) -> list[str]:
    """The forms, in every language, of the concepts of the thesaurus whose marks (see
    :func:`_marks`) occur in ``texts`` (a paragraph's own text and what is said of it): "no
    result can be obtained" in 12C2(a) brings "无法得到结果" and "δεν υπάρχει αποτέλεσμα"."""
    folded = " ".join(fold(" ".join(t for t in texts if t)).split())
    found = []
    for concept in concepts:
        forms = [form for lang in ("en", "zh", "el") for form in concept.get(lang, [])]
        if any(re.search(rf"(?<!\w){re.escape(mark)}(?!\w)" if mark.isascii() or " " in mark else re.escape(mark),
                         folded) for mark in _marks(forms)):
            found += forms
    return found


def documents(book: LawBook, locales: Path | None = None, terms_path: Path = TERMS_PATH) -> list[dict[str, str]]:
    """The index rows: ``key`` ("2017|12C1(e)") and the text of each column (see module docstring);
    ``terms_path`` is the Directors' thesaurus."""
    from helper.paths import locales_dir

    locales = locales or locales_dir()
    zh_po = _catalogue(locales, "zh_Hans")
    el_po = _catalogue(locales, "el")
    glossary = _read_yaml(Path(__file__).resolve().parent.parent / "catalog" / "glossary.yaml")
    thesaurus_file = _read_yaml(terms_path)
    terms = thesaurus_file.get("paragraphs", {})
    concepts = thesaurus_file.get("concepts") or []
    titles = {law.number: law.title for law in book.laws}
    chapters = {n: c.heading.text for c in book.chapters for n in c.laws}
    rows = []
    for paragraph in book.paragraphs():
        key = f"{paragraph.edition}|{paragraph.id}"
        own = [t.text for t in paragraph.texts.values()] + list(paragraph.title.values())
        more: list[str] = []
        if paragraph.edition == EDITION_2017:
            more += [zh_po.get(key, ""), el_po.get(key, "")]
            more += [pair.zh.text for pair in book.pairs_for(paragraph.id)]
            for older, row in book.older_for(paragraph.id):
                more += [t.text for t in older.texts.values()] + [row.note]
            more += [row.note for row in book.concordance if row.new == paragraph.id]
        else:
            if not paragraph.texts:
                continue
            title = titles.get(paragraph.law, {})
            own += [t.text for t in title.values()] + [chapters.get(paragraph.law, "")]
            for row in book.concordance:
                if row.old == paragraph.id or row.old == str(paragraph.law):
                    more.append(row.note)
                    try:
                        newer = book.get(row.new)
                    except KeyError:
                        continue
                    more += [t.text for t in newer.texts.values()]
        english = " ".join(t.text for t in paragraph.texts.values() if t.lang == "en")
        chinese = " ".join(own + more)
        more += _glossary_forms(glossary, english, chinese)
        thesaurus = [phrase for phrases in (terms.get(key) or {}).values() for phrase in phrases]
        thesaurus += concept_forms(concepts, own + more)
        row = {"key": key}
        for name, texts in (("", own), ("x", more), ("t", thesaurus)):
            words, grams = tokens(" ".join(t for t in texts if t))
            row[name + "words"], row[name + "grams"] = " ".join(words), " ".join(grams)
        rows.append(row)
    return rows


# ---------------------------------------------------------------- the index

def fts5_available() -> bool:
    """Whether this Python's SQLite has FTS5 (and its trigram-free unicode61 tokenizer)."""
    try:
        connection = sqlite3.connect(":memory:")
        connection.execute("CREATE VIRTUAL TABLE t USING fts5(x, tokenize='porter unicode61')")
        connection.close()
        return True
    except sqlite3.Error:
        return False


def default_index_path() -> Path:
    """``$HELPER_DATA/law_index.sqlite3``, else in the user data directory (beside the ruling record)."""
    env = os.environ.get("HELPER_DATA")
    if env:
        return Path(env) / INDEX_NAME
    from platformdirs import user_data_path

    return user_data_path("helper") / INDEX_NAME


def _create(connection: sqlite3.Connection, rows: list[dict[str, str]], sig: str) -> None:
    columns = ", ".join(_COLUMNS)
    connection.executescript(f"""
        CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT);
        CREATE VIRTUAL TABLE docs USING fts5(key UNINDEXED, {columns},
            tokenize='porter unicode61 remove_diacritics 2');
        CREATE VIRTUAL TABLE vocab USING fts5vocab(docs, 'row');
    """)
    connection.executemany(
        f"INSERT INTO docs (key, {columns}) VALUES (?, {', '.join('?' * len(_COLUMNS))})",
        [(row["key"], *(row[c] for c in _COLUMNS)) for row in rows])
    # The unstemmed words, for the typo fallback.
    words = sorted({w for row in rows for c in ("words", "xwords", "twords") for w in row[c].split()})
    connection.execute("INSERT INTO meta VALUES ('signature', ?), ('words', ?)", (sig, json.dumps(words)))
    connection.commit()


class LawIndex:
    """The search index, opened (and built or rebuilt when its sources changed) once.

    ``path``: the index file (None: :func:`default_index_path`); ``book_dir``,
    ``locales`` and ``terms_path``: the sources (default: the installed ones);
    ``where`` tells where it is ("memory" when that file could not be written); ``rebuilt`` is
    True when this open built it.  Where this Python's SQLite has no FTS5,
    ``words_searchable`` is False and only citations are found (the callers
    say so); nothing is built.
    """

    def __init__(self, path: Path | str | None = None, book: LawBook | None = None,
                 book_dir: Path | None = None, locales: Path | None = None,
                 terms_path: Path = TERMS_PATH) -> None:
        self.book = book or LawBook.load(book_dir)
        self.words_searchable = fts5_available()
        self.rebuilt = False
        self.words: set[str] = set()
        self._by_length: dict[int, list[str]] = {}
        if not self.words_searchable:
            self.connection, self.where, self.path = None, "none", None
            return
        self._locales = locales
        self._terms = terms_path
        files = source_files(book_dir, locales)[:-1] + [terms_path]
        self.signature = signature(files)
        self.path = Path(path) if path is not None else default_index_path()
        self.connection = self._open_file() or self._build(":memory:")
        self.where = str(self.path) if self.connection is not None and self._on_disk else "memory"
        words = json.loads(self._meta("words") or "[]")
        self.words = set(words)
        for word in words:
            self._by_length.setdefault(len(word), []).append(word)

    _on_disk = False

    def _meta(self, name: str) -> str | None:
        row = self.connection.execute("SELECT value FROM meta WHERE name = ?", (name,)).fetchone()
        return row[0] if row else None

    def _open_file(self) -> sqlite3.Connection | None:
        try:
            if self.path.is_file():
                connection = sqlite3.connect(self.path)
                try:
                    row = connection.execute("SELECT value FROM meta WHERE name = 'signature'").fetchone()
                except sqlite3.Error:
                    row = None
                if row and row[0] == self.signature:
                    self._on_disk = True
                    return connection
                connection.close()
            self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)  # as the ruling record makes it
            temporary = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
            temporary.unlink(missing_ok=True)
            self._build(str(temporary)).close()
            os.replace(temporary, self.path)  # two helpers building at once: the last one wins, both good
            self._on_disk = True
            return sqlite3.connect(self.path)
        except (OSError, sqlite3.Error):
            return None

    def _build(self, target: str) -> sqlite3.Connection:
        connection = sqlite3.connect(target)
        _create(connection, documents(self.book, self._locales, self._terms), self.signature)
        self.rebuilt = True
        return connection

    def close(self) -> None:
        if self.connection is not None:
            self.connection.close()

    # ------------------------------------------------------------ queries
    def _near(self, word: str) -> list[str]:
        """Indexed words within a typo of ``word`` (difflib ratio >= 0.8, length within 2)."""
        if len(word) < 4 or word in self.words:
            return []
        pool = [w for n in range(len(word) - 2, len(word) + 3) for w in self._by_length.get(n, ())]
        return difflib.get_close_matches(word, pool, n=2, cutoff=0.8)

    def _match_expression(self, query: str) -> tuple[str, list[str], list[str]]:
        words, grams = tokens(query)
        terms, shown = [], []
        for word in dict.fromkeys(words):
            alternatives = [word] + self._near(word)
            shown += alternatives
            for alternative in alternatives:
                greek = bool(_GREEK_RE.match(alternative))
                terms.append(f'"{alternative}"' + ("*" if greek and len(alternative) >= 4 else ""))
        # Two words of the query side by side in a paragraph (stop words aside, as indexed) count
        # once more: "result obtained" ranks 12C2(a)'s "no result can be obtained" above the
        # paragraphs that only use the two words apart.
        for first, second in dict.fromkeys(zip(words, words[1:])):
            if first != second:
                greek = bool(_GREEK_RE.match(second))
                terms.append(f'"{first} {second}"' + ("*" if greek and len(second) >= 4 else ""))
        for gram in dict.fromkeys(grams):
            terms.append(f'"{gram}"' + ("*" if len(gram) == 1 else ""))
        return " OR ".join(terms), shown, grams

    def missing(self, query: str) -> list[Missing]:
        """:func:`missing` on this index's law book: cited ids that are held nowhere (in the
        first :data:`MAX_QUERY` characters, as :meth:`search` reads)."""
        return missing(query[:MAX_QUERY], self.book)

    def search(self, query: str, lang: str = "en", limit: int = 10) -> list[Hit]:
        """The paragraphs that best answer ``query``, best first, at most ``limit``.

        Cited paragraphs (any citation form, see :func:`cited`) come first, in
        the order cited; then the BM25 ranking of the words.  ``lang`` ("en",
        "zh", "el") is the language of the excerpts.  An empty query finds
        nothing; only the first :data:`MAX_QUERY` characters are read (the
        search line and ``laws search`` refuse more, and say so).
        """
        query = query[:MAX_QUERY]
        found: list[Hit] = []
        seen: set[tuple[str, str]] = set()
        rest = query
        for edition, pid, span in cited(query, self.book):
            if (edition, pid) not in seen and len(found) < limit:  # "12": 19 paragraphs, the first ``limit`` shown
                seen.add((edition, pid))
                found.append(self._hit(edition, pid, True, 0.0, [], [], lang))
        spans = {s for *_, s in cited(query, self.book)} | {m.span for m in missing(query, self.book)}
        for start, end in sorted(spans, reverse=True):
            rest = rest[:start] + " " + rest[end:]
        expression, words, grams = self._match_expression(rest)
        if expression and len(found) < limit and self.connection is not None:
            weights = ", ".join(str(w) for w in _WEIGHTS)
            rows = self.connection.execute(
                f"SELECT key, bm25(docs, 0.0, {weights}) AS rank FROM docs WHERE docs MATCH ? "
                "ORDER BY rank LIMIT ?", (expression, limit + len(found))).fetchall()
            for key, rank in rows:
                edition, pid = key.split("|", 1)
                if (edition, pid) in seen:
                    continue
                seen.add((edition, pid))
                found.append(self._hit(edition, pid, False, rank, words, grams, lang))
        return found[:limit]

    def _hit(self, edition: str, pid: str, is_cited: bool, score: float, words: list[str],
             grams: list[str], lang: str) -> Hit:
        texts = paragraph_texts(self.book, edition, pid)
        order = [lang] + [other for other in ("en", "el", "zh") if other != lang]
        chosen = next((other for other in order if other in texts), "en")
        spans: list[tuple[int, int]] = []
        for other in order:
            if other in texts:
                spans = find_spans(texts[other], words, grams)
                if spans:
                    chosen = other
                    break
        excerpt, shifted = excerpt_of(texts.get(chosen, ""), spans)
        return Hit(pid, edition, is_cited, score, excerpt, chosen, shifted)


def paragraph_texts(book: LawBook, edition: str, pid: str) -> dict[str, str]:
    """The texts to show for a found paragraph, by language (2017: what ``LawBook.display`` gives
    in each language, the fallbacks included; 1997: the Chinese)."""
    if edition == EDITION_1997:
        return {lang: t.text.lstrip("?") for lang, t in book.get(pid, EDITION_1997).texts.items()}
    texts = {}
    for lang in ("en", "el", "zh"):
        shown = book.display(pid, lang)
        if shown.lang == lang:
            texts[lang] = shown.text.lstrip("?")
    return texts


def find_spans(text: str, words: list[str], grams: list[str]) -> list[tuple[int, int]]:
    """Where the query's words (as word beginnings, stemmed) and Chinese pairs occur in ``text``."""
    if not words and not grams:
        return []
    folded = _fold_same_length(text)
    spans = []
    for word in words:
        stem = word if len(word) <= 4 else word[:max(4, len(word) - 2)]
        for match in re.finditer(rf"(?<![^\W\d_]){re.escape(stem)}[^\W\d_]*", folded):
            if not re.match(rf"[{_CJK}]", match.group()):
                spans.append(match.span())
    for gram in grams:
        start = folded.find(gram)
        while start >= 0:
            spans.append((start, start + len(gram)))
            start = folded.find(gram, start + 1)
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def excerpt_of(text: str, spans: list[tuple[int, int]], width: int = 70) -> tuple[str, tuple]:
    """One line of at most ``width`` columns (a Chinese character takes two) around the
    first match (``…`` where cut), and the spans moved into it."""
    text = " ".join(text.split())
    if re.search(rf"[{_CJK}]", text):
        width //= 2  # Chinese characters take two columns
    if len(text) <= width:
        return text, tuple(spans)
    start = max(0, spans[0][0] - width // 4) if spans else 0
    if start:
        space = text.rfind(" ", 0, start + 1)
        start = space + 1 if space > start - 12 else start
    start = min(start, len(text) - width + 1)
    lead = "…" if start else ""
    end = start + width - len(lead) - 1
    body = text[start:end]
    tail = "…" if end < len(text) else ""
    shift = len(lead) - start
    kept = tuple((max(s + shift, len(lead)), min(e + shift, len(lead) + len(body)))
                 for s, e in spans if e > start and s < end)
    return lead + body + tail, kept


def cited(query: str, book: LawBook) -> list[tuple[str, str, tuple[int, int]]]:
    """The paragraphs a query cites: (edition, id, (start, end) of the citation in the query).

    Each citation form of :func:`helper.laws.citation.parse` is recognised
    within other words (:func:`helper.laws.citation.find`): ``12C1(e)``, ``law
    12c1e``, ``12Γ1(ε)``, ``Νόμος 86Β``, ``第12条C款``, ``第十二条``,
    ``1997:86A``.  A bare number is a citation only with a law word or 第...条
    (``Law 12``, ``第86条``), not "3 IMPs".  A citation of a law or section
    that is divided gives its paragraphs in order; one without an edition
    gives the 2017 paragraph, then the 1997 ones (for a 2017 id outside our
    2017 text, the 1997 paragraphs the concordance maps to it).
    """
    found = []
    for citation in find(query):
        if citation.citation is None:
            continue
        edition, pid = citation.citation
        for target in _targets(book, edition, pid):
            found.append((*target, (citation.start, citation.end)))
    return found


@dataclass(frozen=True)
class Missing:
    """A citation in a query that names no paragraph of the Laws held here.

    ``text``: as typed ("12C9", "Law 99"); ``id``: its canonical id ("12C9"),
    None when it is no possible paragraph (law number outside 1-93);
    ``span``: (start, end) in the query; ``near``: the nearest paragraphs that
    exist, as (edition, id) at one level below the longest part of ``id`` that
    exists (12C9 -> 12C1, 12C2, 12C3, 12C4 of 2017; 12D -> 12A, 12B, 12C), empty
    when even the law is not held.
    """

    text: str
    id: str | None
    span: tuple[int, int]
    near: tuple[tuple[str, str], ...]


# A citation written as one: with a law word, 第...条 or an edition ("Law 50", "1997:50").
_EXPLICIT_RE = re.compile(r"law|ν[οό]μο|第|\d{4}\s*[:|]", re.IGNORECASE)
# A bid ("2c", "4D"): level 1-7 and a strain letter, said nothing of when no law is near.
_BID_RE = re.compile(r"[1-7]\s?[a-hA-H]")
_LEVELS_RE = re.compile(r"\d+|[A-H]|\([a-h]\)|\([ivx]+\)")


def _levels(pid: str) -> list[str]:
    """A canonical id's parts: "12C1(e)(i)" -> ["12", "C", "1", "(e)", "(i)"]."""
    return _LEVELS_RE.findall(pid)


def missing(query: str, book: LawBook) -> list[Missing]:
    """The citations in ``query`` that name no paragraph held (in either edition), with what is near.

    See :class:`Missing`.  "12C" is not missing (its paragraphs are held);
    "12C9", "12D", "Law 50", "Law 99" are.
    """
    out = []
    for citation in find(query):
        if citation.citation is None:
            if re.search(r"\d", citation.text) and re.search(r"[^\W\d_]", citation.text):
                out.append(Missing(citation.text.strip(), None, (citation.start, citation.end), ()))
            continue
        edition, pid = citation.citation
        if _targets(book, edition, pid):
            continue
        near = _near(book, edition, pid)
        if not near and not _EXPLICIT_RE.search(citation.text) and _BID_RE.fullmatch(citation.text.strip()):
            continue  # "2c", "4d": a bid more likely than a law not held here; "13A", "Law 50", "第50条" are said
        out.append(Missing(citation.text.strip(), pid, (citation.start, citation.end), near))
    return out


def missing_message(item: Missing, lang: str) -> str:
    """What to say about a citation that names no paragraph held, in ``lang``:
    "Law 12C9 is not in the Laws: near it are Law 12C1, 12C2, 12C3, 12C4."."""
    from helper.i18n import get_translator
    from helper.laws.citation import cite, format_id

    _ = get_translator(lang).gettext
    if item.id is None:
        return _("{text} is not a law paragraph: the Laws are numbered 1 to 93.").format(text=item.text)
    if not item.near:
        return _("{law} is not in the Laws held here (2017 Laws 12 and 86, 1997 Chinese Laws 81-91).").format(
            law=cite(item.id, lang))
    # TRANSLATORS: the separator between law paragraph ids in a list.
    near = _(", ").join(format_id(pid, lang) for _edition, pid in item.near)
    if item.near[0][0] == EDITION_2017:
        message = _("{law} is not in the 2017 Laws: near it are {near}.")
    else:
        message = _("{law} is not in the 1997 Chinese Laws: near it are {near}.")
    return message.format(law=cite(item.id, lang), near=near)


def _near(book: LawBook, edition: str | None, pid: str) -> tuple[tuple[str, str], ...]:
    levels = _levels(pid)
    for depth in range(len(levels) - 1, 0, -1):
        prefix = "".join(levels[:depth])
        for ed in [edition] if edition else [EDITION_2017, EDITION_1997]:
            under = [p.id for p in book.paragraphs(ed) if p.texts and _within(p.id, prefix) and p.id != prefix]
            if under:
                return tuple(dict.fromkeys((ed, "".join(_levels(u)[:depth + 1])) for u in under))
    return ()


def _within(paragraph_id: str, cited_id: str) -> bool:
    """Whether ``paragraph_id`` is ``cited_id`` or one of its parts ("12C1(a)" of "12C"; "86A" is not of "8")."""
    if not paragraph_id.startswith(cited_id):
        return False
    rest = paragraph_id[len(cited_id):]
    return not (rest[:1].isdigit() and cited_id[-1:].isdigit())


def _targets(book: LawBook, edition: str | None, pid: str) -> list[tuple[str, str]]:
    editions = [edition] if edition else [EDITION_2017, EDITION_1997]
    targets = []
    for ed in editions:
        targets += [(ed, p.id) for p in book.paragraphs(ed) if p.texts and _within(p.id, pid)]
    if edition in (None, EDITION_2017) and not any(ed == EDITION_2017 for ed, _ in targets):
        for row in book.concordance:
            if _within(row.new, pid):
                targets += [(EDITION_1997, p.id) for p in book.paragraphs(EDITION_1997)
                            if p.texts and _within(p.id, row.old)]
    return list(dict.fromkeys(targets))


_INDEXES: dict[str, LawIndex] = {}


def open_index(path: Path | str | None = None) -> LawIndex:
    """The index at ``path`` (default :func:`default_index_path`), opened once per process."""
    key = str(path or default_index_path())
    if key not in _INDEXES:
        _INDEXES[key] = LawIndex(path)
    return _INDEXES[key]


def search(query: str, lang: str = "en", limit: int = 10) -> list[Hit]:
    """:meth:`LawIndex.search` on the default index (built on first use)."""
    return open_index().search(query, lang, limit)


def edition_label(edition: str, lang: str) -> str:
    """The edition as shown beside a paragraph, in ``lang``: "2017 Laws", "1997 Chinese Laws"."""
    from helper.i18n import get_translator

    _ = get_translator(lang).gettext
    return _("2017 Laws") if edition == EDITION_2017 else _("1997 Chinese Laws")
