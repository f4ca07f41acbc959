"""Paired condition comparisons: statistics checked by a second route, pairing, verdicts, the CLI,
and the paper's comparison on the shared HotpotQA questions."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from uselessdetect import Episode, write_jsonl
from uselessdetect.cli import main
from uselessdetect.exceptions import ConfigurationError
from uselessdetect.measure import compare, episode_key
from uselessdetect.sim import SIX_REGIMES

REGS = ["clean", "persistent"]


def _ep(task: str, regime: str, ok: bool | None, gate: str | None = None, n: int = 2) -> Episode:
    steps = [{"action": "search", "input": "x", "observation": "o"}] * n
    steps = steps + [{"action": "finish", "input": "a"}]
    from uselessdetect.io import episode_from_dict

    return episode_from_dict(
        {
            "id": f"{task}/{regime}",
            "question": "q",
            "regime": regime,
            "correct": ok,
            "steps": steps,
            "gate": None if gate is None else {"detector": gate},
        }
    )


def _random_conditions(n_tasks: int, seed: int) -> dict[str, list[Episode]]:
    rng = np.random.default_rng(seed)
    out: dict[str, list[Episode]] = {"base": [], "other": []}
    for t in range(n_tasks):
        for r, (pa, pb) in zip(REGS, [(0.8, 0.85), (0.1, 0.4)], strict=True):
            out["base"].append(_ep(f"t{t:03d}", r, bool(rng.random() < pa)))
            out["other"].append(_ep(f"t{t:03d}", r, bool(rng.random() < pb), "oracle", n=1))
    return out


def _plain_bootstrap(conds: dict[str, list[Episode]], n_boot: int, seed: int) -> np.ndarray:
    """Per-regime paired differences, resampling tasks by a plain loop (the second route)."""
    tasks = sorted({episode_key(e)[0] for e in conds["base"]})
    grade = {
        name: {episode_key(e): float(bool(e.correct)) for e in eps} for name, eps in conds.items()
    }
    idx = np.random.default_rng(seed).integers(0, len(tasks), size=(n_boot, len(tasks)))
    out = np.empty((n_boot, len(REGS)))
    for b in range(n_boot):
        chosen = [tasks[i] for i in idx[b]]
        for j, r in enumerate(REGS):
            diffs = [grade["other"][(t, r)] - grade["base"][(t, r)] for t in chosen]
            out[b, j] = np.mean(diffs)
    return out


def test_paired_ci_and_p_match_a_plain_bootstrap() -> None:
    conds = _random_conditions(40, seed=1)
    res = compare(conds, regimes=REGS, n_boot=300, random_state=7)
    draws = _plain_bootstrap(conds, 300, 7)
    comp = res.comparisons[0]
    for j, r in enumerate(REGS):
        lo, hi = np.quantile(draws[:, j], [0.025, 0.975])
        assert comp["per_regime"][r]["ci"] == pytest.approx([lo, hi], abs=1e-6)
        p_ni = (1 + np.sum(draws[:, j] <= -0.05 + 1e-12)) / 301
        assert comp["per_regime"][r]["noninferiority"]["p"] == pytest.approx(p_ni, abs=1e-6)
    gain = draws.mean(axis=1)
    assert comp["mean6_gain"]["ci"] == pytest.approx(np.quantile(gain, [0.025, 0.975]), abs=1e-6)
    assert comp["mean6_gain"]["p"] == pytest.approx((1 + np.sum(gain <= 0)) / 301, abs=1e-6)


def test_point_estimates_by_hand() -> None:
    # tasks a, b: clean 1/1 vs 1/0 and 1/1; persistent 0/1 and 0/0
    base = [_ep("a", "clean", True), _ep("b", "clean", True)]
    base += [_ep("a", "persistent", False), _ep("b", "persistent", False)]
    other = [_ep("a", "clean", False, "oracle"), _ep("b", "clean", True, "oracle")]
    other += [_ep("a", "persistent", True, "oracle"), _ep("b", "persistent", False, "oracle")]
    comp = compare({"u": base, "g": other}, regimes=REGS, n_boot=50).comparisons[0]
    assert comp["per_regime"]["clean"]["diff"] == -0.5
    assert comp["per_regime"]["persistent"]["diff"] == 0.5
    assert comp["mean6_gain"]["estimate"] == 0.0
    assert comp["calls"] == {"base": 2.0, "other": 2.0, "diff": 0.0, "refused_base": 0.0,
                             "refused_other": 0.0}  # fmt: skip
    assert comp["median_answer_step"] == {"base": 3.0, "other": 3.0}


def _holm_by_hand(p: list[float]) -> list[float]:
    m = len(p)
    order = sorted(range(m), key=lambda i: p[i])
    out, running = [0.0] * m, 0.0
    for rank, i in enumerate(order):
        running = max(running, (m - rank) * p[i])
        out[i] = min(1.0, running)
    return out


def test_holm_runs_over_the_whole_family() -> None:
    conds = _random_conditions(30, seed=2)
    ctl = [_ep(episode_key(e)[0], e.regime or "", bool(e.correct), "random") for e in conds["base"]]
    res = compare({**conds, "ctl": ctl}, regimes=REGS, n_boot=200, random_state=0)
    tests = []
    for comp in res.comparisons:
        tests.append(comp["mean6_gain"])
        tests += [row["noninferiority"] for row in comp["per_regime"].values()]
    tests += res.timing
    assert res.family["n_tests"] == len(tests) == 2 * 3 + 1
    expected = _holm_by_hand([t["p"] for t in tests])
    assert [t["p_holm"] for t in tests] == pytest.approx(expected, abs=1e-5)
    assert res.timing[0]["control"] == "ctl" and res.timing[0]["gate"] == "other"


def test_noninferiority_verdicts() -> None:
    n = 60
    base = [_ep(f"t{i}", "clean", True) for i in range(n)]
    same = [_ep(f"t{i}", "clean", True, "g") for i in range(n)]
    worse = [_ep(f"t{i}", "clean", i % 2 == 0, "g") for i in range(n)]
    noisy = [_ep(f"t{i}", "clean", i % 20 != 0, "g") for i in range(n)]
    res = compare({"b": base, "same": same, "worse": worse, "noisy": noisy}, regimes=["clean"])
    verdicts = [c["per_regime"]["clean"]["noninferior"] for c in res.comparisons]
    assert verdicts == ["pass", "fail", "inconclusive"]


def test_unpaired_episodes_are_counted_not_dropped() -> None:
    base = [_ep(t, "clean", True) for t in "abcd"]
    other = [_ep(t, "clean", True, "g") for t in "bcde"] + [_ep("f", "clean", None, "g")]
    res = compare({"b": base, "o": other}, regimes=["clean"], n_boot=20)
    pairs = res.pairs[0]
    assert (pairs["paired"], pairs["unpaired_base"], pairs["unpaired_other"]) == (3, 1, 1)
    assert pairs["tasks"] == 3
    assert res.conditions[1]["n_episodes"] == 4  # graded ones; "f" answered, grade unknown
    assert (pairs["ungraded_base"], pairs["ungraded_other"]) == (0, 1)


def test_bad_input_is_refused() -> None:
    base = [_ep("a", "clean", True)]
    with pytest.raises(ConfigurationError, match="two or more"):
        compare({"b": base})
    with pytest.raises(ConfigurationError, match="appears twice"):
        compare({"b": base + base, "o": base})
    with pytest.raises(ConfigurationError, match="share no"):
        compare({"b": base, "o": [_ep("z", "clean", True)]})
    with pytest.raises(ConfigurationError, match="margin"):
        compare({"b": base, "o": base}, margin=-0.1)


def test_cli_compare_json_plot_and_overwrite(tmp_path: Path) -> None:
    runner = CliRunner()
    files = []
    for name, gate in (("unaided", []), ("gated", ["--gate", "oracle"])):
        out = tmp_path / f"{name}.jsonl"
        args = ["simulate", "--limit", "12", "-o", str(out), *gate]
        assert runner.invoke(main, args).exit_code == 0
        files.append(str(out))
    res = runner.invoke(main, ["compare", *files, "--n-boot", "50", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert {"conditions", "pairs", "comparisons", "timing", "family"} <= set(out)
    comp = out["comparisons"][0]
    assert {"mean6_gain", "per_regime", "calls", "median_answer_step"} <= set(comp)
    assert {"estimate", "ci", "p", "p_holm"} <= set(comp["mean6_gain"])
    assert set(comp["per_regime"]) == set(SIX_REGIMES)
    assert {"diff", "ci", "noninferior"} <= set(comp["per_regime"]["clean"])
    assert out["pairs"][0]["paired"] == 72
    text = runner.invoke(main, ["compare", *files, "--n-boot", "50"])
    assert "mean6 gain" in text.stdout and "non-inferior" in text.stdout
    bad = runner.invoke(main, ["compare", *files, "--plot", files[0]])
    assert bad.exit_code == 1 and "refusing" in bad.output
    pytest.importorskip("matplotlib")
    png = tmp_path / "forest.png"
    res = runner.invoke(main, ["compare", *files, "--n-boot", "50", "--plot", str(png)])
    assert res.exit_code == 0 and png.read_bytes()[:4] == b"\x89PNG"


def test_cli_compare_bad_file_names_file_and_line(tmp_path: Path) -> None:
    good = tmp_path / "a.jsonl"
    write_jsonl(good, [_ep("a", "clean", True).to_dict()])
    bad = tmp_path / "b.jsonl"
    bad.write_text('{"id": "a/clean", "question": "q", "steps": [{"input": "x"}]}\n')
    res = CliRunner().invoke(main, ["compare", str(good), str(bad)])
    assert res.exit_code == 1 and "b.jsonl:1" in res.output and "Traceback" not in res.output


def test_import_loads_no_plotting() -> None:
    code = (
        "import sys, uselessdetect, uselessdetect.measure, uselessdetect.sim; "
        "import uselessdetect.cli._compare; print('matplotlib' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@pytest.fixture(scope="module")
def hotpot_three(shared_data: Path) -> dict[str, list[Episode]]:
    """Unaided, oracle-gated and rate-matched random-gated persistent agents, all questions."""
    from uselessdetect.detectors import make_detector
    from uselessdetect.io import load_hotpotqa
    from uselessdetect.sim import knowledge_bases, simulate

    paths = sorted((shared_data / "hotpotqa").glob("*.json"))
    records = knowledge_bases(load_hotpotqa(paths).values())  # built once, 898 questions
    unaided = simulate(records, "persistent")
    rate = float(np.mean([s.label for e in unaided for s in e.steps if s.label is not None]))
    control = make_detector("random").set_params(rate=rate, random_state=0).fit([])
    return {
        "unaided": unaided,
        "oracle": simulate(records, "persistent", gate="oracle"),
        "random": simulate(records, "persistent", gate=control),
    }


def test_shared_hotpotqa_gate_gains_and_is_noninferior(
    hotpot_three: dict[str, list[Episode]],
) -> None:
    res = compare(hotpot_three, n_boot=400, random_state=0)
    oracle, random_ = res.comparisons
    assert oracle["mean6_gain"]["ci"][0] > 0
    assert random_["mean6_gain"]["estimate"] < oracle["mean6_gain"]["estimate"]
    for regime in ("clean", "recover_after_1", "recover_after_2", "recover_after_3"):
        assert oracle["per_regime"][regime]["noninferior"] == "pass", regime
    assert res.timing[0]["gate"] == "oracle" and res.timing[0]["ci"][0] > 0
    for t in [oracle["mean6_gain"], random_["mean6_gain"], *res.timing]:
        assert t["p"] <= t["p_holm"] <= 1
    assert res.pairs[0]["unpaired_base"] == res.pairs[0]["unpaired_other"] == 0


def test_cli_rate_matched_random_control_is_the_timing_control(tmp_path: Path) -> None:
    from uselessdetect.cli._simulate import rate_matched_gate

    runner = CliRunner()
    unaided, ctl = tmp_path / "unaided.jsonl", tmp_path / "ctl.jsonl"
    assert runner.invoke(main, ["simulate", "--limit", "10", "-o", str(unaided)]).exit_code == 0
    labels = [
        s["label"]
        for line in unaided.read_text().splitlines()
        for s in json.loads(line)["steps"]
        if s.get("label") is not None
    ]
    det = rate_matched_gate("random", str(unaided), seed=0)
    assert det.rate_ == pytest.approx(np.mean(labels))
    args = ["simulate", "--limit", "10", "--gate", "random", "--rate-match", str(unaided)]
    assert runner.invoke(main, [*args, "-o", str(ctl)]).exit_code == 0
    gated = tmp_path / "gated.jsonl"
    assert (
        runner.invoke(
            main, ["simulate", "--limit", "10", "--gate", "oracle", "-o", str(gated)]
        ).exit_code
        == 0
    )
    res = runner.invoke(
        main, ["compare", str(unaided), str(gated), str(ctl), "--n-boot", "50", "--json"]
    )
    timing = json.loads(res.stdout)["timing"]
    assert [(t["control"], t["gate"]) for t in timing] == [("ctl", "gated")]
    bad = runner.invoke(main, ["simulate", "--limit", "2", "--rate-match", str(unaided)])
    assert bad.exit_code == 2 and "needs a gate" in bad.output
