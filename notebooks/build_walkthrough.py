"""Build ``walkthrough.ipynb`` from the cells below; ``--execute`` also runs it and saves outputs.

Usage (from the repository root, with the ``dev`` extra installed: it needs nbformat, nbclient
and ipykernel only, no Jupyter or nbconvert)::

    python notebooks/build_walkthrough.py --execute             # build, run, write a temp copy
    python notebooks/build_walkthrough.py --execute -o run.ipynb  # ... write it there instead
    python notebooks/build_walkthrough.py --execute --in-place  # refresh the committed notebook

Without ``--in-place`` or ``-o`` the notebook goes to a new temporary folder (its path is
printed), so running the command leaves the checkout as it was: an executed notebook differs
from the committed one in every timing and, without the shared data, in every figure.
``--in-place`` is for the maintainer who refreshes the committed outputs (with the shared data).

The notebook is executed with its own folder as working directory, so it finds the shared data
at ``../../shared/data`` (or ``$USELESSDETECT_SHARED_DATA``) exactly as a reader's Jupyter would.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

import nbformat

HERE = Path(__file__).resolve().parent
NOTEBOOK = HERE / "walkthrough.ipynb"

CELLS: list[tuple[str, str]] = [
    (
        "md",
        """\
# uselessdetect walkthrough: from raw logs to a fitted, validated gate

A tool-using agent keeps querying a search tool long after the tool has silently stopped returning
anything useful. Asked, the agent calls those results useless — and still does not stop. The fix
that works is on the harness side: count the run of consecutive results judged useless and, at a
threshold *k*, allow only `finish`.

This notebook walks the whole toolkit on real data, top to bottom:

1. **Data** — real HotpotQA questions and real agent trajectories, turned into labeled tool results
   of every failure kind.
2. **Detectors** — every usefulness signal side by side on questions none of them was trained on:
   how often each kind is judged correctly, and how fast.
3. **The gate** — a reference agent in the paper's environment, with and without a gate: success
   per failure regime, mean6, and the budget-doubling probe.
4. **Choosing k** — fit the threshold on development questions, then check it on held-out ones.
5. **Real logs** — does a real agent's stopping follow its evidence? Δ and the integration index.

One convention everywhere: **label 1 = useless**, and every score is P(useless).

**Data.** When the project's shared data is present (`../shared/data` beside the repository, or
the folder named by `$USELESSDETECT_SHARED_DATA`) the notebook uses all of it: 898 HotpotQA train
questions, FEVER claim/evidence pairs and 1,000 logged KnowAgent (Llama-2-13B) runs. Otherwise it
uses the small real samples bundled with the package (60 HotpotQA questions, 202 KnowAgent runs):
the steps are the same, the numbers smaller and noisier. The committed outputs were made with the
shared data. Everything the notebook writes goes to a temporary folder. It runs in about a minute
on two cores.""",
    ),
    (
        "code",
        """\
import io
import math
import os
import tempfile
import time
from collections import Counter
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # figures are rendered to PNG explicitly by `show` below
import matplotlib.pyplot as plt
import numpy as np
from IPython.display import Image, Markdown, display

import uselessdetect
from uselessdetect import KFitter, Sample, available_detectors, make_detector
from uselessdetect.measure import analyze
from uselessdetect.io import sample_episodes_path, sample_hotpotqa_path
from uselessdetect.corpus import (
    fever_samples,
    hotpotqa_samples,
    knowagent_samples,
    question_key,
    split_by_question,
)
from uselessdetect.io import training_digest
from uselessdetect.measure import evaluate_detector, format_table, kinds_by_source
from uselessdetect.io import load_hotpotqa, read_knowagent
from uselessdetect.io import read_episodes, write_jsonl
from uselessdetect.io import default_model_path, read_card
from uselessdetect.measure import mean6
from uselessdetect.measure import success_rates as success_by_regime
from uselessdetect.sim import budget_probe, simulate

SEED = 0  # every random choice below is seeded
TEST_SIZE = 0.2  # share of questions held out (the classifier's model card uses the same)
OUT = Path(tempfile.mkdtemp(prefix="uselessdetect-walkthrough-"))  # all files written go here
STARTED = time.perf_counter()


def show(fig, dpi=80):
    \"\"\"Embed a figure as a PNG (kept small for the committed notebook) and close it.\"\"\"
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi, bbox_inches="tight")
    plt.close(fig)
    display(Image(buf.getvalue()))


def table(header, rows):
    \"\"\"Show rows as a Markdown table.\"\"\"
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    display(Markdown("\\n".join(lines)))


def mean_ci(values, z=1.96):
    \"\"\"Mean and normal-approximation 95% interval of per-episode values.\"\"\"
    v = np.asarray(values, dtype=float)
    half = z * v.std(ddof=1) / math.sqrt(len(v)) if len(v) > 1 else float("nan")
    return float(v.mean()), (float(v.mean() - half), float(v.mean() + half))


print(f"uselessdetect {uselessdetect.__version__}")
print(f"detectors: {', '.join(available_detectors())}")""",
    ),
    (
        "md",
        """\
## 1. Real data, and labeled samples of every failure kind

A **sample** is one tool call: the question, the query the agent sent, the observation that came
back, and (for logged runs) the thought the agent wrote after reading it. The corpus builder turns
each HotpotQA question into one sample per supporting page and per kind — the way the paper injects
failures:

| kind | what the search returned | label |
|---|---|---|
| `gold` | the page that was searched for | 0 useful |
| `injected` | a paragraph from *another* question's knowledge base | 1 useless |
| `plausible` | one of the question's own distractors: on topic, not what was asked | 1 useless |
| `answerless` | the searched page with its supporting sentences removed | 1 useless |
| `real` | a step of a logged KnowAgent run, labeled from the supporting facts | 0 or 1 |
| `fever/…` | a FEVER claim with its own evidence (gold) or another claim's (injected) | 0 / 1 |

First, find the data: the shared folder next to the repository (or `$USELESSDETECT_SHARED_DATA`),
else the samples bundled with the package.""",
    ),
    (
        "code",
        """\
def find_shared_data():
    \"\"\"$USELESSDETECT_SHARED_DATA, else ../shared/data beside the repository, else None.\"\"\"
    env = os.environ.get("USELESSDETECT_SHARED_DATA")
    root = Path(env) if env else Path("..").resolve().parent / "shared" / "data"
    return root if (root / "MANIFEST.md").is_file() else None


DATA = find_shared_data()
if DATA is not None:
    hotpot_files = sorted((DATA / "hotpotqa").glob("*.json"))
    trajectories = DATA / "trajectories" / "knowagent_hotpotqa_trajs.jsonl"
    records = load_hotpotqa(hotpot_files)
    episodes = list(read_knowagent(trajectories, records))  # real runs, labels derived
    parts = {
        "hotpotqa": hotpotqa_samples(records, random_state=SEED),
        "fever": fever_samples(sorted((DATA / "fever").glob("*.jsonl")), random_state=SEED),
        "real": knowagent_samples(
            trajectories, [DATA / "hotpotqa" / "knowagent_train500_trainsplit.json"]
        ),
    }
    print("data: the shared data (HotpotQA train records, FEVER pairs, KnowAgent trajectories)")
else:
    records = load_hotpotqa([sample_hotpotqa_path()])
    episodes = list(read_episodes(sample_episodes_path(), strict=False))
    parts = {
        "hotpotqa": hotpotqa_samples(records, random_state=SEED),
        "real": [s for ep in episodes for _, s in ep.samples() if s.label is not None],
    }
    print("data: the samples bundled with the package (shared data not found)")

samples = kinds_by_source([s for part in parts.values() for s in part])  # fever/gold, ...
print(f"{len(records)} HotpotQA questions, {len(episodes)} logged episodes, {len(samples)} samples")
counts = Counter((s.kind, s.label) for s in samples)
table(
    ["kind", "label", "samples"],
    [(kind, label, n) for (kind, label), n in sorted(counts.items(), key=str)],
)""",
    ),
    (
        "md",
        """\
One sample of each kind, shortened. Note the `plausible` and `answerless` ones: on topic, sharing
words with the question, yet without what was asked — the hard cases for any detector.""",
    ),
    (
        "code",
        """\
def short(text, n=110):
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


seen = set()
for s in samples:
    if s.kind in seen:
        continue
    seen.add(s.kind)
    print(f"[{s.kind}, label {s.label}] Q: {short(s.question, 90)}")
    print(f"    query: {s.query!r}\\n    observation: {short(s.observation)}")
    if s.thought:
        print(f"    agent's next thought: {short(s.thought)}")""",
    ),
    (
        "md",
        """\
**A held-out split the classifier never saw.** The `classifier` detector ships a trained model.
Its model card (`uselessdetect/models/classifier.card.json`, inside the package) says how its
training data was split: by question,
`split_by_question(test_size=0.2, random_state=0)`, applied to the HotpotQA, FEVER and real parts
separately. A question's side depends only on a hash of its id, so splitting our samples with the
same function and seed puts on the held-out side exactly the questions the model was never trained
on. With the shared data we can check this: our training side reproduces the card's training-data
digest byte for byte.""",
    ),
    (
        "code",
        """\
split = {
    name: split_by_question(part, test_size=TEST_SIZE, random_state=SEED)
    for name, part in parts.items()
}
train = [s for tr, _ in split.values() for s in tr]
held_out = kinds_by_source([s for _, te in split.values() for s in te])
card = read_card(default_model_path())
print(f"model card split: {card.get('data', {}).get('split', 'not stated')}")
print(f"train side: {len(train)} samples; held-out side: {len(held_out)} samples "
      f"from {len({question_key(s) for s in held_out})} questions")

held_keys = {question_key(s) for s in held_out}
seen_in_validation = held_keys & set(card.get("validation", {}).get("questions", []))
print(f"held-out questions among the card's validation questions: {len(seen_in_validation)}")
if DATA is not None:
    digest = training_digest(train, np.array([s.label for s in train]))
    same = digest == card["training_data"]["digest"]
    print("our train side reproduces the model's training-data digest:", same)
    if not same:
        print("  (the shipped model was trained on other data: read the held-out figures below "
              "with care)")""",
    ),
    (
        "md",
        """\
## 2. Every detector, side by side, on held-out questions

Each detector turns a sample into a verdict — `useless`, `useful`, or `unknown` when it abstains —
and a score P(useless). They are used as shipped (`make_detector(name).fit([])`), except the random
control, whose rate is matched to `lexical`'s useless rate on the training side:

* `lexical` — how much of the question's and query's content words the observation holds;
* `keyword` — what the agent's *own next thought* says about the result (abstains when it says
  nothing; the synthetic samples carry no thought, so there it always abstains);
* `classifier` — a small trained model over question/query/observation features;
* `random` — says useless at `lexical`'s rate at random steps: the control for timing;
* `oracle` — the sample's own label: the upper bound;
* `keyword>lexical`, `keyword>classifier` — the agent's stated judgment where it states one, the
  other detector otherwise.

In the table a cell is the share judged **useful** for useful kinds (`gold`) and judged **useless**
for useless kinds (among samples that got a verdict); `real` mixes both labels and shows the share
judged useless. Speed is samples per second for one `judge_many` call over the held-out set on this
machine (one process).""",
    ),
    (
        "code",
        """\
def build_detector(name):
    if name == "random":  # rate-matched control: lexical's useless rate on the training side
        # (the bundled samples hold only held-out questions: then match on those, no labels used)
        control = make_detector("random", reference="lexical", random_state=SEED)
        return control.fit(train or held_out)
    return make_detector(name).fit([])


# the judge needs a language model to ask (see docs/judge.md): not run here
names = [n for n in available_detectors() if n != "judge"]
names += ["keyword>lexical", "keyword>classifier"]
reports = {name: evaluate_detector(build_detector(name), held_out) for name in names}
display(Markdown(format_table(list(reports.values()))))""",
    ),
    (
        "code",
        """\
kinds = sorted({s.kind for s in held_out}, key=lambda k: ("fever" in k, "real" in k, k))
fig, ax = plt.subplots(figsize=(12, 4.2))
width = 0.8 / len(reports)
for i, (name, rep) in enumerate(reports.items()):
    vals = []
    for kind in kinds:
        entry = rep.per_kind.get(kind, {})
        vals.append(entry.get("correct_rate", entry.get("useless_rate")))
    x = np.arange(len(kinds)) + (i - (len(reports) - 1) / 2) * width
    heights = [np.nan if v is None else v for v in vals]
    ax.bar(x, heights, width, label=name)
    for xi, v in zip(x, vals, strict=True):
        if v is None:  # abstained on every sample of this kind
            ax.text(xi, 0.02, "abstains", rotation=90, ha="center", va="bottom", fontsize=6)
labels = [
    k.replace("/", "/\\n") + ("\\n→ judged useful" if k.endswith("gold") else "\\n→ judged useless")
    for k in kinds
]
ax.set_xticks(np.arange(len(kinds)), labels, fontsize=8)
ax.set_ylim(0, 1.05)
ax.set_ylabel("share of held-out samples")
ax.set_title("Judged correctly, per kind (held-out questions); real steps: share judged useless")
ax.legend(fontsize=8, ncol=len(reports), loc="upper center", bbox_to_anchor=(0.5, -0.2))
ax.grid(axis="y", alpha=0.3)
show(fig)

fig, ax = plt.subplots(figsize=(7, 2.8))
speeds = [rep.samples_per_s for rep in reports.values()]
ax.barh(list(reports), speeds, color=[f"C{i}" for i in range(len(reports))])
ax.set_xscale("log")
ax.set_xlabel("held-out samples judged per second (log scale, one process)")
ax.invert_yaxis()
ax.grid(axis="x", alpha=0.3)
show(fig)""",
    ),
    (
        "md",
        """\
**Reading it.** `injected` results — another question's paragraph — are easy for every real
signal. The on-topic failures (`plausible`, `answerless`) separate them: word overlap is fooled by
a page that shares the question's words, and the trained classifier recovers most of those. On
`real` steps the share judged useless should sit near the true useless share (the `oracle` column).
The random control lands near its rate on every kind — any real signal must beat it. `keyword`
only speaks on logged steps, where it reads the agent's own reaction; the fallbacks let it speak
where it can and defer otherwise.

## 3. A gate on a reference agent in the paper's environment

Now put a gate in an agent's loop. `simulate` runs a scripted ReAct agent in the paper's
environment: each HotpotQA question gets its own knowledge base and a search tool that fails on a
schedule — the paper's six **regimes**: `clean`, `persistent`, `recover_after_1/2/3`,
`late_onset_from_3`. The `persistent` reference agent queries the supporting pages, re-queries
after a useless result, and answers only once it holds the evidence: on a source that never
recovers it spends its whole budget of 8 actions.

The gate counts consecutive results judged useless and, at k = 5, allows only `finish` (the agent
then answers from memory). We run it with three judges: the true labels (`oracle`, the ideal),
`lexical`, and `keyword>lexical` (the scripted agent states its judgment in its next thought, as
ReAct agents do). The questions are the held-out side of the same split; every episode is seeded
per (question, regime), so the runs with and without a gate share their draws until the gate
trips.""",
    ),
    (
        "code",
        """\
def split_records(records, test_size=TEST_SIZE, seed=SEED):
    \"\"\"(development, held-out) HotpotQA records: the same question hash as the samples.\"\"\"
    keyed = [Sample(r["question"], "", source=f"hotpotqa:{qid}") for qid, r in records.items()]
    dev, test = split_by_question(keyed, test_size=test_size, random_state=seed)
    return [records[question_key(s)] for s in dev], [records[question_key(s)] for s in test]


dev_records, held_records = split_records(records)
if not dev_records:  # the bundled records are all held-out questions: halve them by another hash
    dev_records, held_records = split_records(
        {r["_id"]: r for r in held_records}, test_size=0.5, seed=SEED + 1
    )
print(f"{len(dev_records)} development questions, {len(held_records)} held-out questions")

gates = {"no gate": None, "oracle": "oracle", "lexical": "lexical",
         "keyword>lexical": "keyword>lexical"}
runs = {}
for label, gate in gates.items():
    t0 = time.perf_counter()
    runs[label] = simulate(held_records, "persistent", budget=8, gate=gate, k=5,
                           random_state=SEED)
    print(f"{label:>16}: {len(runs[label])} episodes in {time.perf_counter() - t0:.1f} s")
write_jsonl(OUT / "gated_episodes.jsonl", runs["lexical"])  # the episode format, for your tools

by_regime = {label: success_by_regime(eps) for label, eps in runs.items()}
regimes = list(by_regime["no gate"])
table(
    ["regime", *gates],
    [(r, *(f"{by_regime[g][r]:.3f}" for g in gates)) for r in regimes]
    + [("**mean6**", *(f"**{mean6(runs[g]):.3f}**" for g in gates))],
)""",
    ),
    (
        "code",
        """\
fig, ax = plt.subplots(figsize=(10, 3.8))
width = 0.8 / len(gates)
for i, label in enumerate(gates):
    x = np.arange(len(regimes)) + (i - (len(gates) - 1) / 2) * width
    name = label if label == "no gate" else f"gate: {label}"
    ax.bar(x, [by_regime[label][r] for r in regimes], width,
           label=f"{name} (mean6 {mean6(runs[label]):.3f})")
ax.set_xticks(np.arange(len(regimes)), [r.replace("_", " ") for r in regimes], fontsize=9)
ax.set_ylabel("success (token F1 ≥ 0.6)")
ax.set_ylim(0, 1.05)
ax.set_title("Persistent reference agent, budget 8: success per failure regime, k = 5")
ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1))
ax.grid(axis="y", alpha=0.3)
show(fig)""",
    ),
    (
        "md",
        """\
Without a gate the agent never answers on a `persistent` source; with any of the gates it answers
after five useless results and sometimes gets it right from memory, and on a `late_onset` source it
stops wasting its last actions. That is where mean6 rises. The price is paid where a source
recovers late: when the agent's own missed queries stretch a run of failures to five, the gate
cuts an episode that would have recovered (compare `recover_after_3` across gates).

**The budget-doubling probe.** Success alone cannot tell an agent that stops on its evidence from
one that stops at its deadline. Run each agent on a broken (`persistent`) source at budget B = 8
and 2B = 16: if its median answering step moves with the budget, its stopping follows the deadline.
The `deadline` agent answers on its last action; the gated agent should stay put.""",
    ),
    (
        "code",
        """\
probes = {
    "deadline agent": budget_probe(held_records, "deadline", budget=8, random_state=SEED),
    "persistent, no gate": budget_probe(held_records, "persistent", budget=8, random_state=SEED),
    "persistent + oracle gate": budget_probe(
        held_records, "persistent", budget=8, gate="oracle", k=5, random_state=SEED
    ),
    "persistent + lexical gate": budget_probe(
        held_records, "persistent", budget=8, gate="lexical", k=5, random_state=SEED
    ),
}
for label, report in probes.items():
    print(f"== {label}\\n{report}\\n")

fig, ax = plt.subplots(figsize=(6.5, 4))
budgets = probes["deadline agent"].budgets
ax.plot(budgets, budgets, ":", color="grey", label="the last action (the deadline)")
styles = [("o", "-", 7), ("s", "-", 7), ("D", "-", 11), ("^", "--", 6)]
for (label, report), (marker, line, size) in zip(probes.items(), styles, strict=True):
    if None in report.median_step:  # never answers on a broken source: it spends the budget
        calls = " then ".join(f"{c:g}" for c in report.tool_calls)
        ax.text(budgets[0], budgets[1] - 1, f"{label}: never answers ({calls} tool calls)",
                fontsize=8)
        continue
    ax.plot(budgets, report.median_step, marker=marker, linestyle=line, markersize=size,
            label=label)
ax.set_xticks(budgets, [f"B = {budgets[0]}", f"2B = {budgets[1]}"])
ax.set_xlim(budgets[0] - 2, budgets[1] + 2)
ax.set_ylabel("median answering step (action number)")
ax.set_title("Budget-doubling probe on a persistent source")
ax.legend(fontsize=8, loc="center left")
ax.grid(alpha=0.3)
show(fig)
assert probes["deadline agent"].follows_deadline is True
assert probes["persistent + oracle gate"].follows_deadline is False""",
    ),
    (
        "md",
        """\
## 4. Choosing k on development questions, checking it on held-out ones

k = 5 was fitted to the paper's sources. `KFitter` picks k for *your* sources from development
episodes: in **replay** mode it replays each episode's own label sequence under every candidate k
with a detector's verdicts — where the gate would have tripped the episode is cut and scored by
what the agent held then — and ranks the k's by expected utility, E[success] − price × E[tool
calls], with bootstrap CIs over episodes.

Here the development episodes are the unaided persistent agent on the development questions
(in practice: your own logs), the detector is `lexical`, and a tool call costs 0.01 of a correct
answer. The fitter estimates the agent's success with full evidence from the episodes; success
when the gate makes it answer early cannot be seen in unaided runs, so we pass what we know of this
scripted agent: it answers from memory with probability 0.15 (for a real agent, measure it).""",
    ),
    (
        "code",
        """\
PRICE = 0.01
dev_episodes = simulate(dev_records, "persistent", budget=8, random_state=SEED)
write_jsonl(OUT / "dev_episodes.jsonl", dev_episodes)
fitter = KFitter(detector="lexical", price=PRICE, p_partial=0.15, p_memory=0.15,
                 random_state=SEED).fit(dev_episodes)
print(f"{len(dev_episodes)} development episodes; lexical TPR {fitter.tpr_:.3f}, "
      f"FPR {fitter.fpr_:.3f}")
print("success probabilities:", {k: f"{v['value']:.2f} ({v['source']})"
                                 for k, v in fitter.success_.items()})
print(fitter.recommendation())
fitter.plot(OUT / "utility_by_k.png")  # the same picture the CLI's `fit-k --plot` writes
def k_name(k):
    return "none" if k is None else str(k)


table(
    ["k", "success", "tool calls", "utility [95% CI]", "P(best)", "P(cut before recovery)"],
    [
        (
            f"**{k_name(r['k'])}** (chosen)" if r["k"] == fitter.best_k_ else k_name(r["k"]),
            f"{r['success']:.3f}",
            f"{r['calls']:.2f}",
            f"{r['utility']:.3f} [{r['utility_ci'][0]:.3f}, {r['utility_ci'][1]:.3f}]",
            f"{r['p_best']:.2f}",
            f"{r['p_cut_before_recovery']:.3f}",
        )
        for r in fitter.results_
    ],
)""",
    ),
    (
        "md",
        """\
**The check on held-out questions.** The fitter's numbers are predictions from replaying
development runs. Now run the agent behind a real `lexical` gate on the held-out questions, at every
k, and measure the same utility (95% intervals over episodes): the chosen k should be at or near
the held-out best, and the held-out utility at the chosen k should fall within the predicted range
give or take sampling noise.""",
    ),
    (
        "code",
        """\
measured = {}
for k in [r["k"] for r in fitter.results_]:
    eps = simulate(held_records, "persistent", budget=8, gate=None if k is None else "lexical",
                   k=k or 1, random_state=SEED)
    utility = [bool(e.correct) - PRICE * sum(not s.is_finish for s in e.steps) for e in eps]
    measured[k] = mean_ci(utility)
    if k == fitter.best_k_:
        held_success = mean_ci([bool(e.correct) for e in eps])

rows = fitter.results_
x = np.arange(len(rows))
fig, ax = plt.subplots(figsize=(8, 4))
pred = np.array([r["utility"] for r in rows])
pred_ci = np.array([r["utility_ci"] for r in rows])
ax.errorbar(x - 0.1, pred, yerr=[pred - pred_ci[:, 0], pred_ci[:, 1] - pred], fmt="o-",
            capsize=3, label=f"predicted by replay ({len(dev_records)} development questions)")
meas = np.array([measured[r["k"]][0] for r in rows])
meas_ci = np.array([measured[r["k"]][1] for r in rows])
ax.errorbar(x + 0.1, meas, yerr=[meas - meas_ci[:, 0], meas_ci[:, 1] - meas], fmt="s--",
            capsize=3, label=f"measured behind a lexical gate ({len(held_records)} held-out)")
best = next(i for i, r in enumerate(rows) if r["k"] == fitter.best_k_)
ax.plot([best - 0.1], [pred[best]], "r*", markersize=16, label=f"chosen k = {fitter.best_k_}")
ax.set_xticks(x, ["none" if r["k"] is None else str(r["k"]) for r in rows])
ax.set_xlabel("k (consecutive useless judgments before the gate trips)")
ax.set_ylabel(f"E[success] − {PRICE} × E[tool calls]")
ax.set_title("Utility by k: development replay vs held-out runs (95% CIs)")
ax.legend(fontsize=8, loc="lower right")
ax.grid(alpha=0.3)
show(fig)

chosen = rows[next(i for i, r in enumerate(rows) if r["k"] == fitter.best_k_)]
s_lo, s_hi = chosen["success_ci"]
h, (h_lo, h_hi) = held_success
print(f"chosen k = {fitter.best_k_}: predicted success {chosen['success']:.3f} "
      f"[{s_lo:.3f}, {s_hi:.3f}], held-out success {h:.3f} [{h_lo:.3f}, {h_hi:.3f}]")
held_best = max(measured, key=lambda k: measured[k][0])
m, (lo, hi) = measured[fitter.best_k_]
p, (plo, phi) = pred[best], pred_ci[best]
print(f"chosen k = {fitter.best_k_}: predicted utility {p:.3f} [{plo:.3f}, {phi:.3f}], "
      f"held-out {m:.3f} [{lo:.3f}, {hi:.3f}]; the intervals "
      f"{'overlap' if lo <= phi and plo <= hi else 'do NOT overlap'}")
gap = measured[held_best][0] - m
print(f"best k on the held-out questions: {'none' if held_best is None else held_best} "
      f"(utility {measured[held_best][0]:.3f}); "
      + ("the chosen k is the held-out best" if gap <= 0 else
         f"the chosen k gives up {gap:.3f} of utility against it"))""",
    ),
    (
        "md",
        """\
## 5. Does a real agent's stopping follow its evidence? Δ and the integration index

Finally the real logs: KnowAgent's Llama-2-13B ReAct runs on HotpotQA questions (labels derived
from the questions' supporting facts). Two measures, at every decision point (the agent's final
action excluded):

* **Δ, the time-matched contrast**: after t = 3..6 results, the risk of answering when *all* t
  results were judged useless minus the risk when the latest was judged useless but an earlier one
  useful, pooled over t (Mantel–Haenszel). Clock- or deadline-driven stopping gives Δ ≈ 0,
  evidence-driven stopping Δ > 0.
* **The integration index** I = hazard of answering at a run of 4–5 useless results minus at a run
  of 1–2. Simpler, but confounded with time: an agent that just answers late scores high on it.

"Judged useless" needs a judge; we use several — the agent's own stated judgment (`keyword`), word
overlap, the combination, and the derived labels (`oracle`). For scale, the same measures on two
simulated reference agents (true labels, held-out questions): one that answers at a fixed step
(`clock`) and one that answers after five useless results in a row (`integrating`). CIs come from
1,000 bootstrap resamples of episodes.""",
    ),
    (
        "code",
        """\
results = {}
for judge in ["keyword", "lexical", "keyword>lexical", "oracle"]:
    results[f"real agent, {judge}"] = analyze(episodes, judge, n_boot=1000, random_state=SEED)
for agent in ["clock", "integrating"]:
    sim = simulate(held_records, agent, budget=8, random_state=SEED)
    results[f"reference {agent} agent"] = analyze(sim, "oracle", n_boot=1000, random_state=SEED)


def ci(est):
    return f"{est.estimate:+.3f} [{est.ci[0]:+.3f}, {est.ci[1]:+.3f}]"


table(
    ["episodes / judge", "Δ [95% CI]", "n (A / B)", "I [95% CI]", "hazard slope", "verdict"],
    [
        (name, ci(a.delta.estimate), f"{a.delta.n_a} / {a.delta.n_b}", ci(a.integration_index),
         f"{a.hazard_slope.estimate:+.3f}", a.verdict)
        for name, a in results.items()
    ],
)

fig, axes = plt.subplots(1, 2, figsize=(11, 3.6), sharey=True)
y = np.arange(len(results))[::-1]
for ax, (title, get) in zip(axes, [("Δ (time-matched contrast)", lambda a: a.delta.estimate),
                                   ("integration index I", lambda a: a.integration_index)],
                            strict=True):
    est = [get(a) for a in results.values()]
    mid = np.array([e.estimate for e in est])
    lo, hi = np.array([e.ci[0] for e in est]), np.array([e.ci[1] for e in est])
    for yi, m, a, b, name in zip(y, mid, lo, hi, results, strict=True):
        color = "C0" if name.startswith("real") else "C7"
        ax.errorbar([m], [yi], xerr=[[m - a], [b - m]], fmt="o", color=color, capsize=3)
    ax.axvline(0, color="k", lw=0.8)
    ax.set_title(title)
    ax.grid(axis="x", alpha=0.3)
axes[0].set_yticks(y, list(results))
fig.suptitle("Real KnowAgent runs (blue) against simulated reference agents (grey), 95% CIs",
             fontsize=10, y=1.03)
show(fig)""",
    ),
    (
        "code",
        """\
real = results["real agent, keyword"]
d, idx = real.delta.estimate, real.integration_index
lo, hi = d.ci
if real.verdict == "stopping follows the evidence":
    reading = "answers more often after an unbroken run of results it judged useless than at the "
    reading += "same step after a useful one, so its stopping responds to its evidence"
elif real.verdict == "follows the clock or deadline":
    reading = "answers about as often after an unbroken run of useless results as at the same "
    reading += "step after a useful one, so no evidence-driven stopping is detected (the "
    reading += f"interval is {hi - lo:.2f} wide: a small effect is not excluded)"
elif real.verdict == "answers on earlier useful evidence":
    reading = "answers less often after an unbroken run of useless results than after a useful "
    reading += "one: it stops on what it found, not on what failed"
elif real.verdict == "inconclusive":
    more = real.verdict_rule.n_more
    reading = f"is inconclusive: the interval ({hi - lo:.2f} wide) neither excludes 0 nor fits "
    reading += "within ±0.05, so these runs cannot tell evidence-driven from clock-driven stopping"
    if more is not None:
        reading += f" (roughly {more:,} more episodes would settle it)"
else:
    reading = "has too few decision points in one of the groups to tell what its stopping follows"
clock_i = results["reference clock agent"].integration_index.estimate
display(Markdown(
    f"**What the numbers mean.** Judged by its own stated judgments, the real agent has Δ = "
    f"{d.estimate:+.3f} (95% CI {lo:+.3f} to {hi:+.3f}): it {reading}. "
    f"Its integration index I = {idx.estimate:+.3f} cannot say this on its own — the clock agent, "
    f"which ignores its evidence entirely, scores I = {clock_i:+.3f} with Δ exactly 0 — so read "
    f"I beside Δ, never instead of it."
))
print(f"notebook ran in {time.perf_counter() - STARTED:.0f} s")""",
    ),
    (
        "md",
        """\
## Adapt it to your own agent

* **Your logs** → `uselessdetect import knowagent …` or write the episode format directly
  (docs/formats.md); `uselessdetect score -d 'keyword>lexical' episodes.jsonl -o scored.jsonl`.
* **Does your agent stop on evidence?** → `uselessdetect analyze scored.jsonl --judgments keyword`.
* **Choose k** → `uselessdetect fit-k scored.jsonl -d 'keyword>lexical' --price 0.01 --plot k.png`.
* **Gate it** → `StopGate("keyword>lexical", k=...)` in your harness loop (docs/gate.md; agent
  frameworks in docs/integrations/).

Data: HotpotQA (Yang et al., 2018; CC BY-SA 4.0), FEVER / FeverSymmetric (CC BY-SA 3.0),
KnowAgent trajectories (zjunlp/KnowAgent, Apache-2.0).""",
    ),
]


def build() -> nbformat.NotebookNode:
    """The notebook from :data:`CELLS`, without outputs."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {
        "display_name": "Python 3",
        "language": "python",
        "name": "python3",
    }
    nb.metadata["language_info"] = {"name": "python"}
    for kind, source in CELLS:
        make = nbformat.v4.new_markdown_cell if kind == "md" else nbformat.v4.new_code_cell
        nb.cells.append(make(source))
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"cell-{i:02d}"  # stable ids: rebuilding gives the same file
    return nb


def execute(nb: nbformat.NotebookNode, *, timeout: int = 600) -> nbformat.NotebookNode:
    """Run ``nb`` top to bottom in a ``python3`` kernel with this folder as working directory."""
    from nbclient import NotebookClient

    client = NotebookClient(
        nb,
        timeout=timeout,
        kernel_name="python3",
        record_timing=False,
        resources={"metadata": {"path": str(HERE)}},
    )
    client.execute()
    return nb


def output_path(output: Path | None, in_place: bool) -> Path:
    """Where the notebook goes: ``output``, the committed notebook with ``in_place``, else a
    new temporary folder (never the checkout unless asked)."""
    if output is not None:
        return output
    if in_place:
        return NOTEBOOK
    return Path(tempfile.mkdtemp(prefix="uselessdetect-walkthrough-")) / NOTEBOOK.name


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--execute", action="store_true", help="run it and embed the outputs")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("-o", "--output", type=Path, help="write here (default: a temp folder)")
    where.add_argument(
        "--in-place", action="store_true", help=f"overwrite the committed {NOTEBOOK.name}"
    )
    args = parser.parse_args(argv)
    output = output_path(args.output, args.in_place)
    nb = build()
    if args.execute:
        start = time.perf_counter()
        execute(nb)
        print(f"executed in {time.perf_counter() - start:.1f} s", file=sys.stderr)
    nbformat.write(nb, str(output))
    size = output.stat().st_size
    print(f"wrote {output} ({size / 1024:.0f} KiB)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
