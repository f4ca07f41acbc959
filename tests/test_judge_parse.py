"""Reading a judge's answer: text phrasings, probabilities, log-probabilities, split tokens."""

from __future__ import annotations

import math

import pytest

from uselessdetect.detectors import parse_answer
from uselessdetect.detectors._judge_parse import p_useless_from_tokens, parse_text

USELESS, USEFUL, UNKNOWN = 1.0, 0.0, None

PHRASINGS = [
    ("USELESS", USELESS),
    ("USEFUL", USEFUL),
    ("useless", USELESS),
    ("Useful", USEFUL),
    ("Useless.", USELESS),
    ("Useful!", USEFUL),
    ("**USEFUL**", USEFUL),
    ("**Useless**", USELESS),
    ("`USELESS`", USELESS),
    ('"useful"', USEFUL),
    ("  \n USELESS \n", USELESS),
    ("The result is useless", USELESS),
    ("The result is useful for answering the question.", USEFUL),
    ("Answer: USELESS", USELESS),
    ("Verdict - useful", USEFUL),
    ("not useful", USELESS),
    ("Not useful.", USELESS),
    ("This result is not useful.", USELESS),
    ("It isn't useful at all", USELESS),
    ("It is not very useful", USELESS),
    ("not useless", USEFUL),
    ("The result isn't useless: it names the founder.", USEFUL),
    ("USELESS - the page is about a different band", USELESS),
    ("Useful, because it names the founder.", USEFUL),
    ("USEFUL or USELESS? USELESS", USELESS),
    ("Is it useful or useless? I would say useful.", USEFUL),
    ("I can't tell whether it is useful or useless.", UNKNOWN),
    ("", UNKNOWN),
    ("   ", UNKNOWN),
    ("I'm sorry, but I can't help with that.", UNKNOWN),
    ("As an AI language model, I cannot judge this.", UNKNOWN),
    ("USE", UNKNOWN),
    ("The usefulness is low.", UNKNOWN),
    ("Maybe", UNKNOWN),
    ("yes", UNKNOWN),
    ("USELESS\nUSEFUL", USELESS),
    ("useful\n\nuseless", USEFUL),
    ("Partially useful.", USEFUL),
    ("Somewhat useless", USELESS),
    ("<answer>USELESS</answer>", USELESS),
]


@pytest.mark.parametrize(("text", "expected"), PHRASINGS)
def test_text_phrasings(text: str, expected: float | None) -> None:
    assert parse_text(text) == expected
    assert parse_answer(text) == expected


def test_there_are_at_least_thirty_phrasings_with_every_outcome() -> None:
    outcomes = [e for _, e in PHRASINGS]
    assert len(PHRASINGS) >= 30
    assert {USELESS, USEFUL, UNKNOWN} <= set(outcomes)


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        (0.25, 0.25),
        (0, 0.0),
        (1, 1.0),
        (1.5, None),
        (-0.1, None),
        (float("nan"), None),
        (True, None),
        (None, None),
        (["USELESS"], None),
        (object(), None),
    ],
)
def test_numbers_and_other_types(answer: object, expected: float | None) -> None:
    got = parse_answer(answer)
    assert got == expected if expected is not None else got is None


def test_logprob_mappings_normalise_over_the_two_words() -> None:
    p = parse_answer({"USELESS": math.log(0.6), "useful": math.log(0.2)})
    assert p == pytest.approx(0.6 / 0.8)
    # very negative log-probabilities do not underflow to 0/0
    assert parse_answer({"useless": -1000.0, "useful": -1001.0}) == pytest.approx(
        1 / (1 + math.exp(-1))
    )
    assert parse_answer({"useless": float("-inf"), "useful": float("-inf")}) is None
    assert parse_answer({"useful": -0.1}) is None  # one word missing, no text
    assert parse_answer({"useful": -0.1, "text": "Useless."}) == 1.0


def test_tokens_read_where_the_two_answers_differ() -> None:
    """ "USE" is shared: its probability says nothing; the next token's alternatives decide."""
    tokens = [
        ("USE", [("USE", math.log(0.97)), ("The", math.log(0.03))]),
        ("LESS", [("LESS", math.log(0.7)), ("FUL", math.log(0.2)), ("less", math.log(0.05))]),
    ]
    assert p_useless_from_tokens(tokens) == pytest.approx(0.75 / 0.95)


def test_tokens_when_the_first_token_decides() -> None:
    tokens = [(" Useful", [(" Useful", math.log(0.3)), (" Useless", math.log(0.6))])]
    assert p_useless_from_tokens(tokens) == pytest.approx(2 / 3)


def test_tokens_after_markup_and_in_three_pieces() -> None:
    tokens = [
        ("**", [("**", -0.01)]),
        ("US", [("US", -0.01)]),
        ("E", [("E", -0.01)]),
        ("FUL", [("FUL", math.log(0.9)), ("LESS", math.log(0.1))]),
        ("**", [("**", -0.01)]),
    ]
    assert p_useless_from_tokens(tokens) == pytest.approx(0.1)


def test_tokens_that_never_reach_either_word_give_none() -> None:
    assert p_useless_from_tokens([("I", [("I", -0.1)]), (" think", [])]) is None
    assert p_useless_from_tokens([]) is None
    # the deciding token has no alternative naming either word
    assert p_useless_from_tokens([("USE", []), ("LESS", [("LESS", float("-inf"))])]) is None
